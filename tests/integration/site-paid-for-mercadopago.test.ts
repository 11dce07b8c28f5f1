import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites, subscriptions, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { startCheckoutAction } from '@/lib/billing/actions';
import { requireBillingProvider } from '@/lib/billing/get-provider';
import { getDb } from '@/lib/db/client';
import { approveSiteAction } from '@/lib/sites/publish/actions';
import { draftSite } from '@/lib/sites/publish/versions';
import { sendSitePreview } from '@/lib/sites/publish/preview';
import { createAdminActor } from '../helpers/auth';
import { signInTrialCustomer } from '../fakes/stripe/vitest';
import { deliverNotification, setupFakeMercadoPago } from '../fakes/mercadopago/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const fake = setupFakeMercadoPago();

/**
 * Mercado Pago keeps the site a payment is for where it can: a payment link's metadata comes back
 * on its payment; a preapproval has no metadata (and its external_reference is the customer
 * reference its searches use), so our subscription row names the site (decision 0023).
 */

/** A signed-in trial customer who approved the preview of their site. */
async function approvedCustomer(admin: Actor) {
  const customer = await signInTrialCustomer();
  const [submission] = await getDb()
    .insert(trialSubmissions)
    .values({ userId: customer.id, businessName: 'Picantería La Lucha', email: customer.email })
    .returning();
  const { siteId } = await draftSite(admin, submission!.id);
  await sendSitePreview(admin, siteId);
  expect(await approveSiteAction({ siteId })).toEqual({ ok: true, data: { approved: true } });
  return { customer, siteId };
}

const statusOf = async (siteId: string) => (await getDb().select({ status: sites.status }).from(sites).where(eq(sites.id, siteId)))[0]!.status;

describe('the site a Mercado Pago payment is for', () => {
  it("travels in a payment link's metadata onto its payment, and that payment publishes the site", async () => {
    const admin = await createAdminActor();
    const { siteId } = await approvedCustomer(admin);
    const opened = await startCheckoutAction({ plan: 'basic', method: 'link', siteId });
    if (!opened.ok) throw new Error(opened.error);
    const preferenceId = new URL(opened.data.url).searchParams.get('pref_id') ?? '';
    expect(fake().preferences.get(preferenceId)?.metadata).toEqual({ vitrina_plan: 'basic', vitrina_site: siteId });

    const { payment, notification } = fake().payPreference(preferenceId);
    expect(payment.metadata).toMatchObject({ vitrina_site: siteId });
    expect((await requireBillingProvider().getPayment(String(payment.id))).siteId).toBe(siteId);
    expect((await deliverNotification(fake(), notification)).status).toBe(200);
    expect(await statusOf(siteId)).toBe('live');
  });

  it('names the site on our subscription row for a card subscription, whose preapproval keeps only the customer reference', async () => {
    const admin = await createAdminActor();
    const { customer, siteId } = await approvedCustomer(admin);
    const opened = await startCheckoutAction({ plan: 'basic', siteId });
    if (!opened.ok) throw new Error(opened.error);
    const preapprovalId = new URL(opened.data.url).searchParams.get('preapproval_id') ?? '';
    expect(fake().preapprovals.get(preapprovalId)?.external_reference).toBe(`vitrina-${customer.id}`);
    expect((await requireBillingProvider().getSubscription(preapprovalId)).siteId).toBeNull();
    const [row] = await getDb().select({ siteId: subscriptions.siteId }).from(subscriptions).where(eq(subscriptions.userId, customer.id));
    expect(row!.siteId).toBe(siteId);

    for (const notification of fake().approve(preapprovalId).notifications) expect((await deliverNotification(fake(), notification)).status).toBe(200);
    expect(await statusOf(siteId)).toBe('live');
  });
});
