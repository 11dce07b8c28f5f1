import 'server-only';
import { asc, eq, or } from 'drizzle-orm';
import {
  billingDetails,
  complaintSheets,
  consents,
  customerPhotos,
  logoBriefs,
  logoOptions,
  messages,
  receipts,
  session,
  subscriptions,
  trialSubmissions,
  user,
} from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { toSheetView } from '@/lib/complaints/queries';
import { getDb } from '@/lib/db/client';
import { formatReceiptNumber } from '@/lib/receipts/series';

/**
 * Everything we hold about the caller (Ley 29733, access and portability), as one JSON-ready
 * object. Every query is scoped by the caller's id; other people appear only as "the team"
 * (messages keep their direction, never another person's id).
 */
export async function exportMyData(actor: Actor, now: Date = new Date()) {
  const db = getDb();
  const id = actor.userId;
  const [profile, submissionRows, messageRows, subscriptionRows, consentRows, sheetRows, sessionRows, billingRows, receiptRows, photoRows] = await Promise.all([
    db
      .select({
        id: user.id,
        fullName: user.name,
        email: user.email,
        phone: user.phone,
        emailVerified: user.emailVerified,
        twoFactorEnabled: user.twoFactorEnabled,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      })
      .from(user)
      .where(eq(user.id, id)),
    db.select().from(trialSubmissions).where(eq(trialSubmissions.userId, id)).orderBy(asc(trialSubmissions.createdAt)),
    db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, id), eq(messages.recipientId, id)))
      .orderBy(asc(messages.createdAt)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, id)),
    db
      .select({ kind: consents.kind, granted: consents.granted, policyVersion: consents.policyVersion, createdAt: consents.createdAt })
      .from(consents)
      .where(eq(consents.userId, id))
      .orderBy(asc(consents.createdAt)),
    db.select().from(complaintSheets).where(eq(complaintSheets.userId, id)).orderBy(asc(complaintSheets.createdAt)),
    db
      .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, id)),
    db
      .select({
        kind: billingDetails.kind,
        name: billingDetails.name,
        documentType: billingDetails.documentType,
        documentNumber: billingDetails.documentNumber,
        address: billingDetails.address,
        updatedAt: billingDetails.updatedAt,
      })
      .from(billingDetails)
      .where(eq(billingDetails.userId, id)),
    db.select().from(receipts).where(eq(receipts.userId, id)).orderBy(asc(receipts.paidAt)),
    db
      .select({
        submissionId: customerPhotos.submissionId,
        url: customerPhotos.url,
        width: customerPhotos.width,
        height: customerPhotos.height,
        createdAt: customerPhotos.createdAt,
      })
      .from(customerPhotos)
      .innerJoin(trialSubmissions, eq(trialSubmissions.id, customerPhotos.submissionId))
      .where(eq(trialSubmissions.userId, id))
      .orderBy(asc(customerPhotos.createdAt)),
  ]);
  const [subscription] = subscriptionRows;
  // 'Tu logo': what the customer asked for and the logo they chose.
  const logoRows = await db
    .select({
      submissionId: logoBriefs.submissionId,
      name: logoBriefs.name,
      colors: logoBriefs.colors,
      style: logoBriefs.style,
      message: logoBriefs.message,
      status: logoBriefs.status,
      chosenLogoUrl: logoOptions.url,
      createdAt: logoBriefs.createdAt,
    })
    .from(logoBriefs)
    .innerJoin(trialSubmissions, eq(trialSubmissions.id, logoBriefs.submissionId))
    .leftJoin(logoOptions, eq(logoOptions.id, logoBriefs.chosenOptionId))
    .where(eq(trialSubmissions.userId, id))
    .orderBy(asc(logoBriefs.createdAt));

  return {
    exportedAt: now.toISOString(),
    description: 'Copia de todos los datos personales que Vitrina guarda sobre ti (Ley N.° 29733).',
    profile: profile[0] ?? null,
    submissions: submissionRows.map(({ userId: _userId, ...submission }) => submission),
    sitePhotos: photoRows,
    logoBriefs: logoRows,
    messages: messageRows.map((m) => ({
      id: m.id,
      direction: m.senderId === id ? ('sent' as const) : ('received' as const),
      subject: m.subject,
      message: m.message,
      submissionId: m.submissionId,
      isRevisionRequest: m.isRevisionRequest,
      read: m.read,
      createdAt: m.createdAt,
    })),
    subscription: subscription
      ? {
          status: subscription.status,
          planType: subscription.planType,
          trialEndDate: subscription.trialEndDate,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          cancelReason: subscription.cancelReason,
          paymentProviderCustomerId: subscription.providerCustomerId,
          createdAt: subscription.createdAt,
        }
      : null,
    consents: consentRows,
    complaintSheets: sheetRows.map((row) => {
      const { id: _id, ...sheet } = toSheetView(row);
      return sheet;
    }),
    sessions: sessionRows,
    billingDetails: billingRows[0] ?? null,
    // Receipts are tax records: they stay after an account is deleted (without the link to it).
    receipts: receiptRows.map((r) => ({
      number: formatReceiptNumber(r.series, r.number),
      kind: r.kind,
      status: r.status,
      amount: (r.amountCents / 100).toFixed(2),
      currency: r.currency,
      description: r.description,
      customerName: r.customerName,
      customerDocumentType: r.customerDocumentType,
      customerDocumentNumber: r.customerDocumentNumber,
      customerAddress: r.customerAddress,
      customerEmail: r.customerEmail,
      paidAt: r.paidAt,
      pdfUrl: r.pdfUrl,
      xmlUrl: r.xmlUrl,
    })),
  };
}

export type MyDataExport = Awaited<ReturnType<typeof exportMyData>>;
