import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { getDb } from '@/lib/db/client';
import { startTrialWithNewAccount } from '@/lib/signup/start-trial';
import { draftSite } from '@/lib/sites/publish/versions';
import { sendSitePreview } from '@/lib/sites/publish/preview';
import { updateSubmissionSiteUrl } from '@/lib/submissions/update-submission';
import { formatDateEsPe } from '@/lib/billing/present';
import { runTrialLifecycle } from '@/lib/billing/trial-lifecycle';
import { createAdminActor, createUser } from '../helpers/auth';
import { mailTo } from '../helpers/mailbox';
import { trialSignupInput } from '../helpers/trial-signup';

const DAY = 24 * 60 * 60 * 1000;
const STARTS_WITH_PREVIEW = 'Tu prueba de 5 días empieza cuando te enviemos la vista previa';

let n = 0;
/** A customer signed up through /start-trial's own operation. */
async function newTrialCustomer(): Promise<Actor & { submissionId: string }> {
  n += 1;
  const email = `reloj${n}@example.pe`;
  const input = trialSignupInput({ fullName: 'Rosa Quispe', email, businessName: `Cevichería La Ola ${n}`, city: 'Piura' });
  expect((await startTrialWithNewAccount(input, { clientIp: `198.51.100.${n}` })).outcome).toBe('created');
  const [row] = await getDb()
    .select({ id: trialSubmissions.id, userId: trialSubmissions.userId })
    .from(trialSubmissions)
    .where(eq(trialSubmissions.email, email));
  return { userId: row!.userId!, submissionId: row!.id, role: 'customer', email, name: input.fullName, twoFactorEnabled: false };
}

const subscriptionOf = async (userId: string) => (await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
const trialMails = async (email: string) => (await mailTo(email)).filter((m) => /prueba/i.test(m.subject));

describe('the trial clock starts with the first preview', () => {
  it('before the preview: no end date, the dashboard says when it starts, and the daily job neither reminds nor expires', async () => {
    const customer = await newTrialCustomer();
    expect(await subscriptionOf(customer.userId)).toMatchObject({ status: 'trial', trialEndDate: null });

    const welcome = (await mailTo(customer.email)).find((m) => m.subject.startsWith('¡Bienvenido a Vitrina!'));
    expect(welcome?.text).toContain(STARTS_WITH_PREVIEW);
    expect(welcome?.text).not.toMatch(/hasta el \d/);

    const { subscription } = await getCustomerDashboard(customer);
    expect(subscription).toMatchObject({ status: 'trial', trialNotice: STARTS_WITH_PREVIEW, trialDaysRemaining: null, trialEndsOn: null });

    // Ten days later the site may still be in the works: the trial is still open and silent.
    for (const days of [4.5, 5.5, 10]) {
      expect(await runTrialLifecycle(new Date(Date.now() + days * DAY))).toEqual({ expired: 0, reminded: 0, notified: 0 });
    }
    expect((await subscriptionOf(customer.userId)).status).toBe('trial');
    expect(await trialMails(customer.email)).toEqual([]);
  });

  it("'Send preview to client' starts the 5 days once; sending again keeps the end date; the reminder and the end follow it", async () => {
    const admin = await createAdminActor();
    const customer = await newTrialCustomer();
    const { siteId } = await draftSite(admin, customer.submissionId);

    const before = Date.now();
    await sendSitePreview(admin, siteId);
    const endsAt = (await subscriptionOf(customer.userId)).trialEndDate!;
    expect(endsAt.getTime()).toBeGreaterThanOrEqual(before + 5 * DAY);
    expect(endsAt.getTime()).toBeLessThanOrEqual(Date.now() + 5 * DAY);

    const previewMails = async () => (await mailTo(customer.email)).filter((m) => m.subject === 'Tu vista previa está lista');
    expect((await previewMails())[0]?.text).toContain(`Desde hoy corren tus 5 días de prueba gratis, hasta el ${formatDateEsPe(endsAt)}.`);

    const { subscription } = await getCustomerDashboard(customer);
    expect(subscription).toMatchObject({ trialNotice: null, trialDaysRemaining: 5, trialEndsOn: formatDateEsPe(endsAt) });

    await sendSitePreview(admin, siteId);
    expect((await subscriptionOf(customer.userId)).trialEndDate).toEqual(endsAt);
    expect((await previewMails())[1]?.text).toContain(`Tu prueba gratis sigue hasta el ${formatDateEsPe(endsAt)}.`);

    expect((await runTrialLifecycle(new Date(endsAt.getTime() - 12 * 60 * 60 * 1000))).reminded).toBe(1);
    expect((await runTrialLifecycle(new Date(endsAt.getTime() + 60_000))).expired).toBe(1);
  });

  it('a preview link saved by hand starts the clock as well', async () => {
    const admin = await createAdminActor();
    const customer = await newTrialCustomer();
    expect((await subscriptionOf(customer.userId)).trialEndDate).toBeNull();
    await updateSubmissionSiteUrl(admin, { submissionId: customer.submissionId, field: 'preview', url: 'https://vista.example.pe/la-ola' });
    expect((await subscriptionOf(customer.userId)).trialEndDate).not.toBeNull();
  });
});

describe('the migration to the new clock', () => {
  it('reopens trials whose customer never got a preview, and keeps the dates of those who did and of paying customers', async () => {
    const db = getDb();
    const account = async (previewUrl: string | null, values: Partial<typeof subscriptions.$inferInsert>) => {
      const { id, email } = await createUser();
      await db.insert(trialSubmissions).values({ userId: id, businessName: 'Bodega', email, previewUrl });
      await db.insert(subscriptions).values({ userId: id, ...values });
      return id;
    };
    const ended = new Date('2026-11-01T05:00:00Z');
    const waiting = await account(null, { status: 'trial', planType: 'trial', trialEndDate: new Date('2026-12-01T05:00:00Z'), trialReminderSentAt: ended });
    const expiredEarly = await account(null, { status: 'expired', planType: 'trial', trialEndDate: ended, trialEndedNoticeSentAt: ended });
    const reviewed = await account('https://vista.example.pe/x', { status: 'expired', planType: 'trial', trialEndDate: ended });
    const paying = await account(null, { status: 'active', planType: 'basic', trialEndDate: ended });
    const lapsed = await account(null, { status: 'expired', planType: 'basic', trialEndDate: ended });

    const dir = path.resolve(import.meta.dirname, '../../db/migrations');
    const file = (await readdir(dir)).find((f) => f.endsWith('_state_trial_clock.sql'));
    await db.execute(sql.raw(await readFile(path.join(dir, file!), 'utf8')));

    const reopened = { status: 'trial', trialEndDate: null, trialReminderSentAt: null, trialEndedNoticeSentAt: null };
    expect(await subscriptionOf(waiting)).toMatchObject(reopened);
    expect(await subscriptionOf(expiredEarly)).toMatchObject(reopened);
    expect(await subscriptionOf(reviewed)).toMatchObject({ status: 'expired', trialEndDate: ended });
    expect(await subscriptionOf(paying)).toMatchObject({ status: 'active', trialEndDate: ended });
    expect(await subscriptionOf(lapsed)).toMatchObject({ status: 'expired', trialEndDate: ended });
  });
});
