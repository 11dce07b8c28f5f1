import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites, siteVersions, trialSubmissions } from '@/db/schema';
import { startCheckoutAction } from '@/lib/billing/actions';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { getDb } from '@/lib/db/client';
import { approveSiteAction } from '@/lib/sites/publish/actions';
import { draftSite, saveSiteVersion } from '@/lib/sites/publish/versions';
import { sendSitePreview } from '@/lib/sites/publish/preview';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { siteDocumentSchema } from '@/lib/sites/document/document';
import { createUser } from '../helpers/auth';
import { deliverEvent, mailsTo, setupFakeStripe, signInTrialCustomer } from '../fakes/stripe/vitest';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const fake = setupFakeStripe();

/**
 * 'Aprobar y activar' → checkout → the provider's confirmation: the approved version goes live
 * at once and the customer is e-mailed the address (issue 13, item 4).
 */
describe('publishing on a confirmed payment', () => {
  it('puts the approved version live when the payment webhook arrives, once, and e-mails the address', async () => {
    const adminUser = await createUser({ admin: true });
    const admin = { userId: adminUser.id, role: 'admin' as const, email: adminUser.email, name: 'Admin', twoFactorEnabled: false };
    const customer = await signInTrialCustomer();
    const [submission] = await getDb()
      .insert(trialSubmissions)
      .values({ userId: customer.id, businessName: 'Hostal Los Andes', email: customer.email })
      .returning();
    const { siteId, label } = await draftSite(admin, submission!.id);
    await sendSitePreview(admin, siteId);

    expect(await approveSiteAction({})).toEqual({ ok: true, data: { approved: true } });
    // An edit after the approval is not what the customer approved: it stays unpublished.
    const [v1] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    const later = siteDocumentSchema.parse(v1!.document);
    later.business.tagline = 'Texto que el cliente no aprobó';
    await saveSiteVersion(admin, siteId, later);
    expect(await getServedSite(label)).toEqual({ state: 'missing' });

    const opened = await startCheckoutAction({ plan: 'basic' });
    if (!opened.ok) throw new Error(opened.error);
    const { events } = fake().completeCheckout(opened.data.url.split('/checkout/')[1] ?? '');
    for (const event of events) expect((await deliverEvent(fake(), event)).status).toBe(200);

    const served = await getServedSite(label);
    expect(served.state).toBe('live');
    expect(served.state === 'live' && served.document.business.tagline).not.toBe('Texto que el cliente no aprobó');
    const [site] = await getDb().select().from(sites).where(eq(sites.id, siteId));
    expect(site!.publishedVersionId).toBe(v1!.id);
    const [row] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.id, submission!.id));
    expect(row!.publishedUrl).toBe(`http://${label}.localhost:3000/`);

    // The same confirmation delivered again changes nothing and sends no second e-mail.
    for (const event of events) await deliverEvent(fake(), event);
    const live = (await mailsTo(customer.email)).filter((m) => m.subject === 'Tu sitio web ya está en línea');
    expect(live).toHaveLength(1);
    expect(live[0]!.text).toContain(`http://${label}.localhost:3000/`);
  });

  it('charges nothing before the customer has seen a preview and approved it: neither a card checkout nor a payment link', async () => {
    const adminUser = await createUser({ admin: true });
    const admin = { userId: adminUser.id, role: 'admin' as const, email: adminUser.email, name: 'Admin', twoFactorEnabled: false };
    const customer = await signInTrialCustomer();
    const checkoutsOpened = () => fake().requests.filter((r) => r.path.startsWith('/v1/checkout/sessions')).length;
    const before = checkoutsOpened();
    const actor = { userId: customer.id, role: 'customer' as const, email: customer.email, name: 'Cliente', twoFactorEnabled: false };
    const refusedFor = async (closed: RegExp) => {
      for (const method of ['card', 'link'] as const) {
        expect(await startCheckoutAction({ plan: 'basic', method })).toMatchObject({ ok: false, code: 'invalid', error: expect.stringMatching(closed) });
      }
      expect(checkoutsOpened()).toBe(before);
      // The subscription card says the same under its inactive plan buttons.
      expect((await getCustomerDashboard(actor)).subscription?.checkoutClosedReason).toMatch(closed);
    };

    // A project sent, nothing built yet.
    const [submission] = await getDb()
      .insert(trialSubmissions)
      .values({ userId: customer.id, businessName: 'Taller Rápido', email: customer.email })
      .returning();
    await refusedFor(/cuando te enviemos la vista previa de tu sitio y la apruebes con «Aprobar y activar»/);
    // A draft the customer was never shown: approving it by calling the action does not open the payment.
    const { siteId, label } = await draftSite(admin, submission!.id);
    await approveSiteAction({});
    await refusedFor(/cuando te enviemos la vista previa/);
    // The preview is sent: 'Aprobar y activar' comes first.
    await getDb().update(sites).set({ approvedVersionId: null }).where(eq(sites.id, siteId));
    await sendSitePreview(admin, siteId);
    await refusedFor(/^Primero revisa tu sitio y apruébalo con «Aprobar y activar»/);
    expect(await getServedSite(label)).toEqual({ state: 'missing' });

    expect((await approveSiteAction({})).ok).toBe(true);
    expect((await getCustomerDashboard(actor)).subscription?.checkoutClosedReason).toBeNull();
    expect((await startCheckoutAction({ plan: 'basic' })).ok).toBe(true);
  });

  it('keeps the plan buttons working for an account without a project, and after a preview hosted elsewhere', async () => {
    await signInTrialCustomer();
    expect((await startCheckoutAction({ plan: 'growth' })).ok).toBe(true);

    const customer = await signInTrialCustomer();
    const [submission] = await getDb().insert(trialSubmissions).values({ userId: customer.id, businessName: 'Hostal Inti', email: customer.email }).returning();
    expect((await startCheckoutAction({ plan: 'growth' })).ok).toBe(false);
    await getDb().update(trialSubmissions).set({ previewUrl: 'https://preview.vitrina.pe/hostal-inti' }).where(eq(trialSubmissions.id, submission!.id));
    expect((await startCheckoutAction({ plan: 'growth' })).ok).toBe(true);
  });
});
