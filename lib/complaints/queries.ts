import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { complaintSheets, user } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { AuthError } from '@/lib/auth/session';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { businessDaysUntil } from './business-days';
import type { ComplaintProvider, ComplaintSheetView } from './present';
import { isValidSheetToken } from './sheet-token';

type SheetRow = typeof complaintSheets.$inferSelect;

export function toSheetView(row: SheetRow): ComplaintSheetView {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    fullName: row.fullName,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    address: row.address,
    email: row.email,
    phone: row.phone,
    isMinor: row.isMinor,
    guardianName: row.guardianName,
    guardianDocument: row.guardianDocument,
    contractedItem: row.contractedItem,
    amountClaimed: row.amountClaimed,
    contractedDescription: row.contractedDescription,
    kind: row.kind,
    details: row.details,
    consumerRequest: row.consumerRequest,
    status: row.status,
    dueDate: row.dueDate,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/**
 * One sheet for whoever may see it: the holder of its token (the link in the consumer's e-mail),
 * the signed-in customer who filed it, or an administrator. Anyone else gets null, exactly as
 * for a number that does not exist, so numbers cannot be probed.
 */
export async function getSheetForViewer(number: string, viewer: { token?: string; actor: Actor | null }): Promise<ComplaintSheetView | null> {
  if (!/^\d{4}-\d{6}$/.test(number)) return null;
  const [row] = await getDb().select().from(complaintSheets).where(eq(complaintSheets.number, number)).limit(1);
  if (!row) return null;
  const { actor } = viewer;
  const allowed =
    isValidSheetToken(row.id, viewer.token) || (actor !== null && (actor.role === 'admin' || (row.userId !== null && row.userId === actor.userId)));
  return allowed ? toSheetView(row) : null;
}

export type AdminComplaintItem = ComplaintSheetView & { businessDaysLeft: number; isOverdue: boolean };

/** Every sheet for the panel: unanswered first, soonest deadline first; then answered, newest first. */
export async function listComplaintsForAdmin(actor: Actor, now: Date = new Date()): Promise<AdminComplaintItem[]> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const rows = await getDb()
    .select()
    .from(complaintSheets)
    .orderBy(
      sql`case when ${complaintSheets.status} = 'received' then 0 else 1 end`,
      asc(sql`case when ${complaintSheets.status} = 'received' then ${complaintSheets.dueDate} end`),
      desc(complaintSheets.createdAt),
    );
  const today = limaDateKey(now);
  return rows.map((row) => {
    const businessDaysLeft = businessDaysUntil(today, row.dueDate);
    return { ...toSheetView(row), businessDaysLeft, isOverdue: row.status === 'received' && businessDaysLeft < 0 };
  });
}

/** What a signed-in customer's sheet starts with: their name, e-mail and phone. */
export async function getComplaintPrefill(actor: Actor | null): Promise<{ fullName: string; email: string; phone: string } | null> {
  if (!actor) return null;
  const [row] = await getDb().select({ name: user.name, email: user.email, phone: user.phone }).from(user).where(eq(user.id, actor.userId)).limit(1);
  return row ? { fullName: row.name, email: row.email, phone: row.phone ?? '' } : null;
}

/** Everything the blank sheet shows: the provider's header, today's date, the deadline and any prefill. */
export async function getComplaintFormContext(actor: Actor | null, now: Date = new Date()) {
  const { company, complaintDeadlineBusinessDays } = getConfig();
  return {
    provider: { legalName: company.legalName, ruc: company.ruc, address: company.address } satisfies ComplaintProvider,
    today: limaDateKey(now),
    deadlineBusinessDays: complaintDeadlineBusinessDays,
    prefill: await getComplaintPrefill(actor),
  };
}

/** A sheet for its printable page, with the provider header it was filed under. */
export async function getPrintableSheet(number: string, viewer: { token?: string; actor: Actor | null }) {
  const sheet = await getSheetForViewer(number, viewer);
  if (!sheet) return null;
  const { company, complaintDeadlineBusinessDays } = getConfig();
  return {
    sheet,
    provider: { legalName: company.legalName, ruc: company.ruc, address: company.address } satisfies ComplaintProvider,
    deadlineBusinessDays: complaintDeadlineBusinessDays,
  };
}
