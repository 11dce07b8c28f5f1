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
import { createAdminActor, createUser } from '../helpers/auth';
import { deliverEvent, setupFakeStripe, signInTrialCustomer } from '../fakes/stripe/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const fake = setupFakeStripe();

/**
 * A checkout names the site it pays for, to the provider and on our subscription row, and the
 * confirmed payment publishes that site (issue 25, item 1; decision 0023).
 */

async function siteFor(admin: Actor, userId: string, email: string, businessName: string) {
  const [submission] = await getDb().insert(trialSubmissions).values({ userId, businessName, email }).returning();
  const { siteId } = await draftSite(admin, submission!.id);
  await sendSitePreview(admin, siteId);
  return siteId;
}

/** A signed-in trial customer who approved the preview of their site, and the checkout they opened for it. */
async function approvedAndCheckingOut(admin: Actor) {
  const customer = await signInTrialCustomer();
  const siteId = await siteFor(admin, customer.id, customer.email, 'Hostal Los Andes');
  expect(await approveSiteAction({ siteId })).toEqual({ ok: true, data: { approved: true } });
  const opened = await startCheckoutAction({ plan: 'basic', siteId });
  if (!opened.ok) throw new Error(opened.error);
  const sessionId = opened.data.url.split('/checkout/')[1] ?? '';
  return { customer, siteId, sessionId };
}

const statusOf = async (siteId: string) => (await getDb().select({ status: sites.status }).from(sites).where(eq(sites.id, siteId)))[0]!.status;
const paidSiteOnRow = async (userId: string) =>
  (await getDb().select({ siteId: subscriptions.siteId }).from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!.siteId;

async function pay(sessionId: string) {
  const { events } = fake().completeCheckout(sessionId);
  for (const event of events) expect((await deliverEvent(fake(), event)).status).toBe(200);
  return events;
}

describe('the site a payment is for', () => {
  it('travels with the Stripe checkout and subscription, comes back in our terms, and is the site the payment publishes', async () => {
    const admin = await createAdminActor();
    const { customer, siteId, sessionId } = await approvedAndCheckingOut(admin);

    const session = fake().sessions.get(sessionId)!;
    expect(session.metadata).toEqual({ userId: customer.id, siteId });
    expect(session.fake.subscriptionMetadata).toEqual({ userId: customer.id, siteId });
    expect(await paidSiteOnRow(customer.id)).toBe(siteId);

    const events = await pay(sessionId);
    expect(await statusOf(siteId)).toBe('live');
    // Read back through the provider-neutral records: the subscription and its invoice name the site.
    const subscriptionId = fake().sessions.get(sessionId)!.subscription!;
    expect((await requireBillingProvider().getSubscription(subscriptionId)).siteId).toBe(siteId);
    const invoice = events.find((event) => event.type === 'invoice.paid')!.data.object as { id: string };
    expect((await requireBillingProvider().getPayment(invoice.id)).siteId).toBe(siteId);
  });

  it("publishes nothing when the subscription names a site that is not the payer's, even though the payer has one waiting", async () => {
    const admin = await createAdminActor();
    const neighbour = await createUser();
    const neighbourSite = await siteFor(admin, neighbour.id, neighbour.email, 'Bodega Vecina');
    const { customer, siteId, sessionId } = await approvedAndCheckingOut(admin);
    // What the provider keeps decides, whatever our row says; and it must be the payer's.
    fake().sessions.get(sessionId)!.fake.subscriptionMetadata = { userId: customer.id, siteId: neighbourSite };
    await getDb().update(subscriptions).set({ siteId: null }).where(eq(subscriptions.userId, customer.id));

    await pay(sessionId);
    expect((await getDb().select().from(subscriptions).where(eq(subscriptions.userId, customer.id)))[0]!.status).toBe('active');
    expect(await statusOf(siteId)).toBe('in_review');
    expect(await statusOf(neighbourSite)).toBe('in_review');
  });

  it("falls back to the customer's one site for a subscription from before checkouts named one", async () => {
    const admin = await createAdminActor();
    const { customer, siteId, sessionId } = await approvedAndCheckingOut(admin);
    // As a checkout opened before this change left things: no site in Stripe, none on our row.
    const session = fake().sessions.get(sessionId)!;
    session.metadata = { userId: customer.id };
    session.fake.subscriptionMetadata = { userId: customer.id };
    await getDb().update(subscriptions).set({ siteId: null }).where(eq(subscriptions.userId, customer.id));

    await pay(sessionId);
    expect(await statusOf(siteId)).toBe('live');
  });

  it("refuses a checkout for a site that is not the customer's, before anything is opened at the provider", async () => {
    const admin = await createAdminActor();
    const neighbour = await createUser();
    const neighbourSite = await siteFor(admin, neighbour.id, neighbour.email, 'Bodega Vecina');
    await approvedAndCheckingOut(admin);
    const opened = () => fake().requests.filter((r) => r.path.startsWith('/v1/checkout/sessions')).length;
    const before = opened();
    expect(await startCheckoutAction({ plan: 'basic', siteId: neighbourSite })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/No encontramos ese sitio en tu cuenta/),
    });
    expect(opened()).toBe(before);
  });
});
