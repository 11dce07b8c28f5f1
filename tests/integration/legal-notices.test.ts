import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consents, legalNoticeDeliveries, legalNotices, subscriptions, trialSubmissions } from '@/db/schema';
import { recordNoticeConsents } from '@/lib/auth/consents';
import { getDb } from '@/lib/db/client';
import { runDailyTasks } from '@/lib/jobs/daily';
import { announceNoticeAction, withdrawNoticeAction } from '@/lib/legal/notice-actions';
import { sendDueNoticeEmails, sendWithdrawalEmails } from '@/lib/legal/notice-emails';
import {
  announceNotice,
  announceNoticeSchema,
  listNotices,
  noticesForCustomer,
  withdrawNotice,
  withdrawNoticeSchema,
  type AnnounceNoticeInput,
} from '@/lib/legal/notices';
import '@/lib/server/register-all';
import { createUser, signIn as signInForActions, signOut } from '../helpers/auth';
import { postAuth } from '../helpers/auth-http';
import { mailTo } from '../helpers/mailbox';

/** What the action leaves for after its answer (Next's `after`), run by the test when it chooses. */
const afterResponse = vi.hoisted(() => [] as (() => Promise<void>)[]);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => Promise<void>) => afterResponse.push(task),
}));

/** Friday 27 November 2026, 10:00 in Lima. */
const NOW = new Date('2026-11-27T15:00:00Z');
const SUMMARY = 'El plazo para pedir cambios a tu sitio pasa de 3 a 5 días hábiles.';

const announce = (input: Partial<AnnounceNoticeInput>, adminId: string, now = NOW) =>
  announceNotice({ document: 'terms', effectiveOn: '2027-01-15', summary: SUMMARY, ...input }, adminId, now);

let nextIp = 1;
const signIn = (email: string, password: string) => postAuth('/sign-in/email', { email, password }, { ip: `198.18.40.${nextIp++}` });

/** An account that asked for a site (a trial submission), with a subscription in `status` if given. */
async function customer(name: string, status?: 'trial' | 'active' | 'past_due' | 'canceled') {
  const account = await createUser({ name });
  await getDb()
    .insert(trialSubmissions)
    .values({
      userId: account.id,
      businessName: `Negocio de ${name}`,
      email: account.email,
      industry: 'restaurant',
      businessType: 'restaurant',
      phone: '987 654 321',
      targetLocation: 'Arequipa',
    });
  if (status)
    await getDb()
      .insert(subscriptions)
      .values({ userId: account.id, status, planType: status === 'trial' ? 'trial' : 'basic' });
  return account;
}

// Each test starts from no notice (the file's database is shared by its tests).
beforeEach(async () => {
  await getDb().delete(legalNotices);
});

describe('announcing a change to the terms, the privacy policy or the prices (issue 26)', () => {
  it('refuses a day closer than 15 days for the terms and the privacy policy and 30 for the prices, in Lima time', async () => {
    const admin = await createUser({ admin: true });
    await expect(announce({ effectiveOn: '2026-12-11' }, admin.id)).rejects.toThrow(
      'El cambio de nuestros Términos y Condiciones debe avisarse con al menos 15 días de anticipación: la fecha más cercana posible es el 12 de diciembre de 2026.',
    );
    await expect(announce({ document: 'privacy', effectiveOn: '2026-12-11' }, admin.id)).rejects.toThrow('al menos 15 días');
    await expect(announce({ effectiveOn: '2026-12-12' }, admin.id)).resolves.toMatchObject({ id: expect.any(String) });

    await expect(announce({ document: 'prices', effectiveOn: '2026-12-26' }, admin.id)).rejects.toThrow(
      'El cambio de nuestros precios debe avisarse con al menos 30 días de anticipación: la fecha más cercana posible es el 27 de diciembre de 2026.',
    );
    await expect(announce({ document: 'prices', effectiveOn: '2026-12-27' }, admin.id)).resolves.toBeTruthy();

    // 22:00 of 27 November in Lima is already the 28th in UTC: the days are counted from the Lima day.
    const lateEvening = new Date('2026-11-28T03:00:00Z');
    await expect(announce({ document: 'privacy', effectiveOn: '2026-12-12' }, admin.id, lateEvening)).resolves.toBeTruthy();
    // The same document on the same day twice is one notice.
    await expect(announce({ effectiveOn: '2026-12-12' }, admin.id)).rejects.toThrow('Ya hay un aviso de ese documento para esa fecha.');
  });

  it('asks for a real date and a summary of what changes', () => {
    const parse = (input: Record<string, string>) =>
      announceNoticeSchema.safeParse({ document: 'terms', effectiveOn: '2027-01-15', summary: SUMMARY, ...input });
    expect(parse({}).success).toBe(true);
    expect(parse({ effectiveOn: '2027-02-30' }).error?.issues[0]?.message).toBe('Esa fecha no existe.');
    expect(parse({ effectiveOn: '' }).error?.issues[0]?.message).toBe('Indica la fecha en que entra en vigor.');
    expect(parse({ summary: 'Cambios.' }).error?.issues[0]?.message).toBe('Explica en al menos 20 caracteres qué cambia.');
    expect(parse({ document: 'cookies' }).error?.issues[0]?.message).toBe('Elige qué documento cambia.');
  });
});

describe("the notices' e-mails", () => {
  it('e-mail every affected customer once, record each delivery, and reach customers who arrive before the day', async () => {
    const admin = await createUser({ admin: true });
    const trial = await customer('Rosa Quispe', 'trial');
    const paying = await customer('Mario Flores', 'active');
    const late = await customer('Ana Torres', 'past_due');
    const gone = await customer('Luis Rojas', 'canceled');
    const noSite = await createUser({ name: 'Sin Proyecto' });

    const terms = await announce({}, admin.id);
    const prices = await announce({ document: 'prices', effectiveOn: '2027-01-31', summary: 'El plan Básico pasa de S/ 25 a S/ 30 al mes.' }, admin.id);
    expect(await sendDueNoticeEmails(NOW)).toEqual({ sent: 4 + 2, failed: 0 });

    // The terms reach everyone who asked for a site; the prices, only those paying a plan.
    for (const who of [trial, gone]) {
      const mails = await mailTo(who.email);
      expect(mails.map((m) => m.subject)).toEqual(['Cambian nuestros Términos y Condiciones a partir del 15 de enero de 2027']);
    }
    for (const who of [paying, late]) {
      expect((await mailTo(who.email)).map((m) => m.subject).sort()).toEqual([
        'Cambian nuestros Términos y Condiciones a partir del 15 de enero de 2027',
        'Cambian nuestros precios a partir del 31 de enero de 2027',
      ]);
    }
    expect(await mailTo(noSite.email)).toEqual([]);
    expect(await mailTo(admin.email)).toEqual([]);

    const [termsMail] = await mailTo(trial.email);
    expect(termsMail!.text).toContain('Hola Rosa Quispe:');
    expect(termsMail!.text).toContain('a partir del 15 de enero de 2027 cambian nuestros Términos y Condiciones.');
    expect(termsMail!.text).toContain(`Qué cambia: ${SUMMARY}`);
    expect(termsMail!.text).toMatch(/Hasta esa fecha siguen vigentes los términos actuales, que puedes leer en https?:\/\/[^ ]+\/terms-and-conditions\./);
    expect(termsMail!.text).toContain('puedes cancelar tu plan o eliminar tu cuenta desde tu panel antes de esa fecha.');

    const deliveries = await getDb().select().from(legalNoticeDeliveries).where(eq(legalNoticeDeliveries.noticeId, terms.id));
    expect(deliveries.map((d) => d.userId).sort()).toEqual([trial.id, paying.id, late.id, gone.id].sort());
    expect(deliveries.every((d) => d.sentAt instanceof Date)).toBe(true);
    expect(await getDb().$count(legalNoticeDeliveries, eq(legalNoticeDeliveries.noticeId, prices.id))).toBe(2);

    // Running again, or the daily run the next morning, sends nothing twice.
    expect(await sendDueNoticeEmails(NOW)).toEqual({ sent: 0, failed: 0 });
    const nextMorning = new Date('2026-11-28T13:00:00Z');
    expect((await runDailyTasks(nextMorning)).results['legal-notices']).toEqual({ sent: 0, failed: 0 });
    expect(await mailTo(trial.email)).toHaveLength(1);

    // A customer who asks for a site before the day gets the notice from the next run; after the day, no one new is e-mailed.
    const newcomer = await customer('Julia Huamán');
    expect(await sendDueNoticeEmails(new Date('2027-01-14T15:00:00Z'))).toEqual({ sent: 1, failed: 0 });
    expect((await mailTo(newcomer.email)).map((m) => m.subject)).toEqual(['Cambian nuestros Términos y Condiciones a partir del 15 de enero de 2027']);
    const tooLate = await customer('Pedro Salas', 'active');
    expect(await sendDueNoticeEmails(new Date('2027-02-01T15:00:00Z'))).toEqual({ sent: 0, failed: 0 });
    expect(await mailTo(tooLate.email)).toEqual([]);
  });
});

describe('the notice on the dashboard and the consent at the next sign-in', () => {
  it('shows the notice to the customers e-mailed it until two weeks after it takes effect', async () => {
    const admin = await createUser({ admin: true });
    const told = await customer('Carmen Díaz');
    await announce({}, admin.id);
    await sendDueNoticeEmails(NOW);
    const notOwner = await createUser();

    const [shown] = await noticesForCustomer(told.id, NOW);
    expect(shown).toMatchObject({ document: 'terms', effectiveOn: '2027-01-15', effectiveLabel: '15 de enero de 2027', summary: SUMMARY, inEffect: false });
    expect(await noticesForCustomer(notOwner.id, NOW)).toEqual([]);
    expect((await noticesForCustomer(told.id, new Date('2027-01-29T15:00:00Z')))[0]).toMatchObject({ inEffect: true });
    expect(await noticesForCustomer(told.id, new Date('2027-01-30T15:00:00Z'))).toEqual([]);
  });

  it('records the consent to the new version at the first sign-in after it takes effect, once', async () => {
    const admin = await createUser({ admin: true });
    const told = await customer('Elena Vargas');
    const notTold = await createUser();
    // Announced in October for 1 November (today is after it), and another one still to come.
    const october = new Date('2026-10-01T15:00:00Z');
    await announce({ effectiveOn: '2026-11-01' }, admin.id, october);
    await announce({ document: 'prices', effectiveOn: '2026-11-05', summary: 'El plan Crecimiento pasa de S/ 45 a S/ 50 al mes.' }, admin.id, october);
    await announce({ document: 'privacy', effectiveOn: '2027-03-01' }, admin.id);
    await getDb().insert(subscriptions).values({ userId: told.id, status: 'active', planType: 'basic' });
    await sendDueNoticeEmails(october);
    await sendDueNoticeEmails(NOW);

    const noticeConsents = (userId: string) =>
      getDb()
        .select({ kind: consents.kind, granted: consents.granted, policyVersion: consents.policyVersion })
        .from(consents)
        .where(and(eq(consents.userId, userId), like(consents.policyVersion, '%:2026-11-0%')));

    expect((await signIn(told.email, told.password)).status).toBe(200);
    expect((await noticeConsents(told.id)).sort((a, b) => a.policyVersion.localeCompare(b.policyVersion))).toEqual([
      { kind: 'terms_privacy', granted: true, policyVersion: 'prices:2026-11-05' },
      { kind: 'terms_privacy', granted: true, policyVersion: 'terms:2026-11-01' },
    ]);
    // The privacy change of March is not in effect: nothing is recorded for it.
    expect(await getDb().$count(consents, and(eq(consents.userId, told.id), like(consents.policyVersion, 'privacy:2027-03-01')))).toBe(0);

    // A second sign-in records nothing again; someone never told records nothing.
    expect((await signIn(told.email, told.password)).status).toBe(200);
    expect(await noticeConsents(told.id)).toHaveLength(2);
    expect((await signIn(notTold.email, notTold.password)).status).toBe(200);
    expect(await noticeConsents(notTold.id)).toEqual([]);

    // On 1 March the privacy change takes effect, and the next sign-in records it.
    expect(await recordNoticeConsents(told.id, new Date('2027-03-01T15:00:00Z'))).toBe(1);
    expect(await recordNoticeConsents(told.id, new Date('2027-03-02T15:00:00Z'))).toBe(0);
  });
});

describe("the admin's 'Anunciar un cambio'", () => {
  it('is for administrators only, answers a too-close day in Spanish with what was typed, and e-mails after its answer', async () => {
    const admin = await createUser({ admin: true });
    const someone = await customer('Gloria Ccori', 'active');
    const far = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const input = { document: 'prices', effectiveOn: far, summary: 'El plan Básico pasa de S/ 25 a S/ 30 al mes.' };

    signOut();
    expect(await announceNoticeAction(input)).toMatchObject({ ok: false, code: 'unauthenticated' });
    await signInForActions(someone.email, someone.password);
    expect(await announceNoticeAction(input)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await getDb().$count(legalNotices)).toBe(0);

    await signInForActions(admin.email, admin.password);
    const tooSoon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect(await announceNoticeAction({ ...input, effectiveOn: tooSoon })).toMatchObject({
      ok: false,
      code: 'invalid',
      error: expect.stringMatching(
        /^El cambio de nuestros precios debe avisarse con al menos 30 días de anticipación: la fecha más cercana posible es el \d+ de \p{L}+ de \d{4}\.$/u,
      ),
      values: { summary: input.summary, effectiveOn: tooSoon },
    });
    expect(await announceNoticeAction(input)).toMatchObject({ ok: true });
    expect(afterResponse).toHaveLength(1);
    // Nothing is e-mailed before the answer; the task left for after it e-mails the paying customer.
    expect(await mailTo(someone.email)).toEqual([]);
    await afterResponse.shift()!();
    expect((await mailTo(someone.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Cambian nuestros precios a partir del /)]);
    signOut();
  });
});

describe("withdrawing a notice before it takes effect ('Anular el aviso')", () => {
  const REASON = 'Lo enviamos por error: no cambia nada en tus términos.';

  it('takes it off the dashboards, stops its e-mails and consents, and sends those who had it one correction', async () => {
    const admin = await createUser({ admin: true });
    const told = await customer('Teresa Mamani');
    const alsoTold = await customer('Jorge Apaza', 'active');
    const notice = await announce({}, admin.id);
    await sendDueNoticeEmails(NOW);
    // The file's earlier tests left customers too: every one who asked for a site had it.
    const delivered = await getDb().$count(legalNoticeDeliveries, eq(legalNoticeDeliveries.noticeId, notice.id));
    expect(delivered).toBeGreaterThanOrEqual(2);

    await withdrawNotice({ noticeId: notice.id, reason: REASON }, admin.id, NOW);
    expect(await noticesForCustomer(told.id, NOW)).toEqual([]);

    // Two instances sending the corrections at once: each customer gets exactly one.
    const runs = await Promise.all([sendWithdrawalEmails(), sendWithdrawalEmails()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(delivered);
    for (const who of [told, alsoTold]) {
      expect((await mailTo(who.email)).map((m) => m.subject)).toEqual([
        'Cambian nuestros Términos y Condiciones a partir del 15 de enero de 2027',
        'Sin efecto: el aviso sobre nuestros Términos y Condiciones',
      ]);
    }
    const [correction] = (await mailTo(told.email)).filter((m) => m.subject.startsWith('Sin efecto'));
    expect(correction!.text).toContain(
      'Te habíamos avisado que a partir del 15 de enero de 2027 cambian nuestros Términos y Condiciones. Ese cambio queda sin efecto.',
    );
    expect(correction!.text).toContain(`Por qué: ${REASON}`);
    expect(correction!.text).toMatch(/Siguen vigentes los términos actuales, que puedes leer en https?:\/\/[^ ]+\/terms-and-conditions\./);

    // The daily run sends no correction twice, and no notice to a newcomer.
    const newcomer = await customer('Lucía Ramos');
    // (A day of its own: each Lima day's daily run happens once, and an earlier test ran the 28th's.)
    expect((await runDailyTasks(new Date('2026-11-30T13:00:00Z'))).results['legal-notices']).toEqual({ sent: 0, failed: 0 });
    expect(await mailTo(newcomer.email)).toEqual([]);
    expect(await mailTo(told.email)).toHaveLength(2);

    // On the day it would have taken effect, signing in records no consent to it.
    expect(await recordNoticeConsents(told.id, new Date('2027-01-16T15:00:00Z'))).toBe(0);

    // The team sees it withdrawn, why, and who had the correction; the day is free for a new notice.
    const [listed] = await listNotices(NOW);
    expect(listed).toMatchObject({ id: notice.id, delivered, withdrawal: { dayLabel: '27 de noviembre de 2026', reason: REASON, corrected: delivered } });
    await expect(announce({ summary: 'Los cambios a tu sitio se piden desde tu panel, no por correo.' }, admin.id)).resolves.toBeTruthy();
  });

  it('refuses a notice already withdrawn or already in effect, and a reason too short, in Spanish', async () => {
    const admin = await createUser({ admin: true });
    const notice = await announce({}, admin.id);
    const inForce = await announce({ effectiveOn: '2026-11-01' }, admin.id, new Date('2026-10-01T15:00:00Z'));

    await expect(withdrawNotice({ noticeId: inForce.id, reason: REASON }, admin.id, NOW)).rejects.toThrow(
      'Ese aviso ya está vigente y no se puede anular: para volver atrás, anuncia un nuevo cambio.',
    );
    await withdrawNotice({ noticeId: notice.id, reason: REASON }, admin.id, NOW);
    await expect(withdrawNotice({ noticeId: notice.id, reason: REASON }, admin.id, NOW)).rejects.toThrow('Ese aviso ya fue anulado.');
    await expect(withdrawNotice({ noticeId: crypto.randomUUID(), reason: REASON }, admin.id, NOW)).rejects.toThrow('No encontramos ese aviso.');
    expect(withdrawNoticeSchema.safeParse({ noticeId: notice.id, reason: 'Error.' }).error?.issues[0]?.message).toBe(
      'Explica en al menos 10 caracteres por qué se anula.',
    );
  });

  it('is for administrators only, and sends the corrections after its answer', async () => {
    const admin = await createUser({ admin: true });
    const someone = await customer('Rocío Quispe');
    const notice = await announce({}, admin.id, new Date());
    await sendDueNoticeEmails(new Date());

    await signInForActions(someone.email, someone.password);
    expect(await withdrawNoticeAction({ noticeId: notice.id, reason: REASON })).toMatchObject({ ok: false, code: 'forbidden' });
    await signInForActions(admin.email, admin.password);
    expect(await withdrawNoticeAction({ noticeId: notice.id, reason: 'No.' })).toMatchObject({ ok: false, code: 'invalid', values: { reason: 'No.' } });
    expect(await withdrawNoticeAction({ noticeId: notice.id, reason: REASON })).toMatchObject({ ok: true });
    expect(await mailTo(someone.email)).toHaveLength(1);
    await afterResponse.shift()!();
    expect((await mailTo(someone.email)).map((m) => m.subject)).toContain('Sin efecto: el aviso sobre nuestros Términos y Condiciones');
    signOut();
  });
});
