import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { startTrialAction } from '@/lib/signup/actions';
import { addBusinessDays } from '@/lib/complaints/business-days';
import { formatDateEsPe } from '@/lib/billing/present';
import { requestContext } from '../helpers/request-context';
import { listSubmissionsForAdmin } from '@/lib/admin/submissions-list';
import { submissionListQuerySchema } from '@/lib/submissions/schemas';
import { reviseDueDateAction } from '@/lib/submissions/actions';
import { createUser, signInAsNewUser } from '../helpers/auth';
import { mailTo } from '../helpers/mailbox';

const DAY = 86_400_000;
const dayKey = (offsetDays: number) => limaDateKey(new Date(Date.now() + offsetDays * DAY));

describe('delivery promises', () => {
  it('puts overdue and due-today projects first, marks them, and shows quote requests apart', async () => {
    const admin = await createUser({ admin: true });
    const actor = { userId: admin.id, role: 'admin' as const, email: admin.email, name: 'Admin', twoFactorEnabled: false };
    const customer = await createUser();
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await getDb()
      .insert(trialSubmissions)
      .values([
        { businessName: 'Entrega Nueva', email: 'a@correo.pe', dueOn: dayKey(5), createdAt: hoursAgo(1) },
        { businessName: 'Entrega Atrasada', email: 'b@correo.pe', dueOn: dayKey(-2), createdAt: hoursAgo(200), status: 'in_progress' as const },
        { businessName: 'Entrega Hoy', email: 'c@correo.pe', dueOn: dayKey(0), createdAt: hoursAgo(150), userId: customer.id },
        { businessName: 'Entrega Terminada', email: 'd@correo.pe', dueOn: dayKey(-9), createdAt: hoursAgo(300), status: 'completed' as const },
        { businessName: 'Entrega Cotización', email: 'e@correo.pe', dueOn: dayKey(8), createdAt: hoursAgo(3), isQuoteRequest: true },
      ]);
    const list = await listSubmissionsForAdmin(actor, submissionListQuerySchema.parse({ q: 'Entrega' }));
    expect(list.items.map((s) => s.businessName)).toEqual(['Entrega Atrasada', 'Entrega Hoy', 'Entrega Nueva', 'Entrega Cotización', 'Entrega Terminada']);
    const state = Object.fromEntries(list.items.map((s) => [s.businessName, s.delivery?.state]));
    expect(state).toEqual({
      'Entrega Atrasada': 'overdue',
      'Entrega Hoy': 'due_today',
      'Entrega Nueva': 'on_track',
      'Entrega Cotización': 'on_track',
      'Entrega Terminada': 'done',
    });
    // 'Entrega Hoy' has a customer and nobody wrote to them in 150 hours: the 2-hour estimate is late.
    expect(list.items.find((s) => s.businessName === 'Entrega Hoy')?.estimate).toBe('late');
    await getDb()
      .insert(messages)
      .values({ senderId: admin.id, recipientId: customer.id, subject: 'Project Update', message: 'Tu sitio estará listo el viernes.' });
    expect((await listSubmissionsForAdmin(actor, submissionListQuerySchema.parse({ q: 'Entrega Hoy' }))).items[0]?.estimate).toBe('sent');

    const quotes = await listSubmissionsForAdmin(actor, submissionListQuerySchema.parse({ q: 'Entrega', kind: 'quote' }));
    expect(quotes.items.map((s) => s.businessName)).toEqual(['Entrega Cotización']);
    expect((await listSubmissionsForAdmin(actor, submissionListQuerySchema.parse({ q: 'Entrega', kind: 'trial' }))).total).toBe(4);
  });

  it('gives a new trial its date from the business-day calendar and shows it to the customer', async () => {
    requestContext.clientIp = '203.0.113.210';
    const email = `tienda-${Date.now()}@correo.pe`;
    const result = await startTrialAction({
      fullName: 'Marta Ríos',
      email,
      password: 'clave-segura-123',
      businessName: 'Boutique Marta',
      city: 'Piura',
      country: 'Perú',
      industry: 'retail',
      sitePreference: 'no_site_build_new',
      acceptTerms: 'on',
    });
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
    const [row] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.email, email));
    // A shop: 7 business days from today (Lima), on the same calendar as the complaint deadlines.
    expect(row?.dueOn).toBe(addBusinessDays(limaDateKey(row!.createdAt), 7));
    const dashboard = await getCustomerDashboard({ userId: row!.userId!, role: 'customer', email, name: 'Marta Ríos', twoFactorEnabled: false });
    expect(dashboard.project?.deliveryLine).toBe(`Fecha estimada de entrega: ${formatDateEsPe(new Date(`${row!.dueOn}T17:00:00Z`))}`);
  });

  it('tells the customer of a missed date instead of showing it as an estimate, and the new date the team sets', async () => {
    const owner = await createUser();
    const ownerActor = { userId: owner.id, role: 'customer' as const, email: owner.email, name: 'Lucía', twoFactorEnabled: false };
    const [late] = await getDb()
      .insert(trialSubmissions)
      .values({
        userId: owner.id,
        businessName: 'Cevichería Tardía',
        email: owner.email,
        dueOn: dayKey(-3),
        createdAt: new Date(Date.now() - 9 * DAY),
        status: 'in_progress',
      })
      .returning();
    const missed = formatDateEsPe(new Date(`${late!.dueOn}T17:00:00Z`));
    const line = async () => (await getCustomerDashboard(ownerActor)).project?.deliveryLine;
    expect(await line()).toBe(`Vamos con retraso: tu sitio debía estar listo el ${missed}. Disculpa la demora; te escribiremos con la nueva fecha de entrega.`);

    // The team sets the new date from the panel; the customer reads both dates and gets an e-mail.
    const admin = await signInAsNewUser({ admin: true });
    expect(await reviseDueDateAction({ submissionId: late!.id, revisedDueOn: dayKey(-1) })).toMatchObject({
      ok: false,
      error: 'La nueva fecha no puede ser anterior a hoy.',
    });
    expect(await reviseDueDateAction({ submissionId: late!.id, revisedDueOn: 'pronto' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await reviseDueDateAction({ submissionId: late!.id, revisedDueOn: dayKey(200) })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await reviseDueDateAction({ submissionId: late!.id, revisedDueOn: dayKey(4) })).toEqual({ ok: true, data: undefined });
    const revised = formatDateEsPe(new Date(`${dayKey(4)}T17:00:00Z`));
    expect(await line()).toBe(`Vamos con retraso: tu sitio debía estar listo el ${missed}. Nueva fecha de entrega: ${revised}.`);
    const mails = await mailTo(owner.email);
    expect(mails.map((m) => m.subject)).toEqual(['Nueva fecha de entrega de tu sitio']);
    expect(mails[0]!.text).toContain(`Nuestra nueva fecha de entrega es el ${revised}.`);
    // Saving the same date again tells nobody twice.
    expect((await reviseDueDateAction({ submissionId: late!.id, revisedDueOn: dayKey(4) })).ok).toBe(true);
    expect(await mailTo(owner.email)).toHaveLength(1);

    // The panel shows the new date, the promise it replaced, and no longer calls the project overdue.
    const actor = { userId: admin.id, role: 'admin' as const, email: admin.email, name: 'Admin', twoFactorEnabled: false };
    const [card] = (await listSubmissionsForAdmin(actor, submissionListQuerySchema.parse({ q: 'Cevichería Tardía' }))).items;
    expect(card?.delivery).toMatchObject({ state: 'on_track', dueOnKey: dayKey(4) });
    expect(card?.delivery?.promisedOn).not.toBeNull();

    // Once the preview is sent the site is delivered: no delivery line, and no new date to set.
    await getDb().update(trialSubmissions).set({ previewUrl: 'https://vista.vitrina.pe/x' }).where(eq(trialSubmissions.id, late!.id));
    expect(await line()).toBeNull();
    expect(await reviseDueDateAction({ submissionId: late!.id, revisedDueOn: dayKey(6) })).toMatchObject({
      ok: false,
      error: 'Este proyecto ya no tiene una entrega pendiente.',
    });

    // Only the team moves dates.
    await signInAsNewUser();
    expect(await reviseDueDateAction({ submissionId: late!.id, revisedDueOn: dayKey(6) })).toMatchObject({ ok: false, code: 'forbidden' });
  });
});
