import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sites, siteVersions, trialSubmissions } from '@/db/schema';
import { startCheckoutAction } from '@/lib/billing/actions';
import { getDb } from '@/lib/db/client';
import { approveSiteAction } from '@/lib/sites/actions';
import { draftSite, saveSiteVersion } from '@/lib/sites/manage-site';
import { getServedSite } from '@/lib/sites/queries';
import { siteDocumentSchema } from '@/lib/sites/document';
import { createUser } from '../helpers/auth';
import { deliverEvent, mailsTo, setupFakeStripe, signInTrialCustomer } from '../fakes/stripe/vitest';

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
    const [submission] = await getDb().insert(trialSubmissions).values({ userId: customer.id, businessName: 'Hostal Los Andes', email: customer.email }).returning();
    const { siteId, label } = await draftSite(admin, submission!.id);

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

  it('charges nothing for a site the customer has not approved: the checkout opens only after \'Aprobar y activar\'', async () => {
    const adminUser = await createUser({ admin: true });
    const admin = { userId: adminUser.id, role: 'admin' as const, email: adminUser.email, name: 'Admin', twoFactorEnabled: false };
    const customer = await signInTrialCustomer();
    const [submission] = await getDb().insert(trialSubmissions).values({ userId: customer.id, businessName: 'Taller Rápido', email: customer.email }).returning();
    const { label } = await draftSite(admin, submission!.id);
    const checkoutsOpened = () => fake().requests.filter((r) => r.path.startsWith('/v1/checkout/sessions')).length;
    const before = checkoutsOpened();
    const refused = await startCheckoutAction({ plan: 'basic' });
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('apruébalo con «Aprobar y activar»') });
    expect(checkoutsOpened()).toBe(before);
    expect(await getServedSite(label)).toEqual({ state: 'missing' });

    expect((await approveSiteAction({})).ok).toBe(true);
    expect((await startCheckoutAction({ plan: 'basic' })).ok).toBe(true);
  });
});
