import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { subscriptions, trialSubmissions } from '@/db/schema';
import { activatePlanByHandAction, startCheckoutAction } from '@/lib/billing/actions';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { approveSiteAction } from '@/lib/sites/publish/actions';
import { draftSite } from '@/lib/sites/publish/versions';
import { sendSitePreview } from '@/lib/sites/publish/preview';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { createAdminActor, createUser, signIn } from '../helpers/auth';
import { setupFakeStripe, signInTrialCustomer } from '../fakes/stripe/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

setupFakeStripe();
const DAY_MS = 24 * 60 * 60 * 1000;

const subscriptionOf = async (userId: string) => (await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

/** A trial customer with a project whose preview the team sent; they approved it in the dashboard. */
async function customerWhoApproved() {
  const admin = await createAdminActor();
  const customer = await signInTrialCustomer();
  const [submission] = await getDb()
    .insert(trialSubmissions)
    .values({ userId: customer.id, businessName: 'Pollería El Sol', email: customer.email })
    .returning();
  const { siteId, label } = await draftSite(admin, submission!.id);
  await sendSitePreview(admin, siteId);
  expect((await approveSiteAction({})).ok).toBe(true);
  return { customer, submissionId: submission!.id, siteId, label };
}

async function signInAsAdmin() {
  const admin = await createUser({ admin: true });
  await signIn(admin.email, admin.password);
  return admin;
}

describe("the team's 'Activate plan by hand'", () => {
  it('activates the plan for a month, paid month by month afterwards, puts the approved site live and logs who did it', async () => {
    const { customer, submissionId, label } = await customerWhoApproved();
    const admin = await signInAsAdmin();
    const info = vi.spyOn(logger, 'info');
    const before = Date.now();

    expect(await activatePlanByHandAction({ submissionId, plan: 'growth' })).toMatchObject({ ok: true, data: { published: true } });
    const row = await subscriptionOf(customer.id);
    expect(row).toMatchObject({ status: 'active', planType: 'growth', paysByLink: true, cancelAtPeriodEnd: false });
    expect(row?.firstActivatedAt).not.toBeNull();
    const days = ((row?.currentPeriodEnd?.getTime() ?? 0) - before) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31.1);
    expect((await getServedSite(label)).state).toBe('live');
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ adminId: admin.id, userId: customer.id, plan: 'growth' }), 'plan activated by hand');

    // The dashboard's cancel dialog now tells what cancelling would do to the live site, in its first year.
    const dashboard = await getCustomerDashboard({ userId: customer.id, role: 'customer', email: customer.email, name: 'Cliente', twoFactorEnabled: false });
    expect(dashboard.subscription?.checkoutClosedReason).toBeNull();
    const consequences = dashboard.subscription?.cancelConsequences?.join(' ') ?? '';
    expect(consequences).toContain('Después, tu sitio sigue en línea 60 días más, hasta el');
    expect(consequences).toContain('eliminamos tu sitio con todo su contenido');

    // Once paid, a second activation is refused.
    expect(await activatePlanByHandAction({ submissionId, plan: 'basic' })).toMatchObject({ ok: false, error: 'This customer already has a paid plan.' });
    info.mockRestore();
  });

  it('works for a customer who has not approved yet (the team publishes), and is refused to customers and to bad input', async () => {
    const customer = await signInTrialCustomer();
    const [submission] = await getDb()
      .insert(trialSubmissions)
      .values({ userId: customer.id, businessName: 'Bodega Lucía', email: customer.email })
      .returning();
    // The customer cannot activate anyone, not even themself.
    expect(await activatePlanByHandAction({ submissionId: submission!.id, plan: 'basic' })).toMatchObject({ ok: false, code: 'forbidden' });
    expect((await subscriptionOf(customer.id))?.status).toBe('trial');
    expect(await startCheckoutAction({ plan: 'basic' })).toMatchObject({ ok: false });

    await signInAsAdmin();
    expect(await activatePlanByHandAction({ submissionId: 'not-a-uuid', plan: 'basic' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await activatePlanByHandAction({ submissionId: submission!.id, plan: 'premium' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await activatePlanByHandAction({ submissionId: submission!.id, plan: 'basic' })).toMatchObject({ ok: true, data: { published: false } });
    expect((await subscriptionOf(customer.id))?.status).toBe('active');
  });
});
