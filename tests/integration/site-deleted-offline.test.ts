import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteDomains, siteLabelHolds, sites, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { deleteAccountAction } from '@/lib/privacy/actions';
import { draftSite } from '@/lib/sites/publish/versions';
import { renameSite } from '@/lib/sites/publish/publish';
import { labelHeldUntil, pruneLabelHolds } from '@/lib/sites/lifecycle/retire-sites';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { deleteSubmissionAction } from '@/lib/admin/actions';
import { signIn, signInAsNewUser } from '../helpers/auth';
import { liveSite } from '../helpers/live-site';
import { requestContext } from '../helpers/request-context';

/**
 * Issue 24, item 15: a deleted project's site stops answering at once, on its label and its own
 * domain, on every instance (the shared cache's entries expire), and its label is not handed to
 * the next business of the same name.
 */
async function liveSiteWithDomain(businessName: string, domain: string) {
  const site = await liveSite(businessName);
  await getDb().insert(siteDomains).values({ siteId: site.siteId, domain, verificationToken: 'token', verifiedAt: new Date() });
  expect((await getServedSite(site.label)).state).toBe('live');
  expect((await getServedSite(domain)).state).toBe('live');
  requestContext.revalidated = [];
  return site;
}

async function expectGoneAndHeld(label: string, domain: string, businessName: string) {
  expect(await getServedSite(label)).toEqual({ state: 'missing' });
  expect(await getServedSite(domain)).toEqual({ state: 'missing' });
  // What every instance cached of the site and its domain is expired, not left to the hour's backstop.
  expect(requestContext.revalidated).toEqual(expect.arrayContaining([`tag:site:${label}`, `tag:site-domain:${domain}`, `/site/${label}`]));

  // The next business of the same name gets another address, and the team cannot hand this one out.
  const admin = { userId: (await signInAsNewUser({ admin: true })).id, role: 'admin' as const, email: 'a@example.pe', name: 'Admin', twoFactorEnabled: false };
  const [again] = await getDb().insert(trialSubmissions).values({ businessName, email: 'nuevo@example.pe' }).returning();
  const drafted = await draftSite(admin, again!.id);
  expect(drafted.label).toBe(`${label}-2`);
  await expect(renameSite(admin, drafted.siteId, label)).rejects.toThrow(
    /Esa dirección era de un sitio eliminado y queda reservada hasta el \d{1,2} de \w+ de \d{4}; elige otra/,
  );
}

describe("a deleted project's site", () => {
  it("goes offline at once after the team's 'Delete Submission', and keeps its label held", async () => {
    const { siteId, label } = await liveSiteWithDomain('Pollería La Brasa', 'www.labrasa.pe');
    const [{ submissionId }] = (await getDb().select({ submissionId: sites.submissionId }).from(sites).where(eq(sites.id, siteId))) as [
      { submissionId: string },
    ];
    await signInAsNewUser({ admin: true });
    expect(await deleteSubmissionAction({ submissionId })).toEqual({ ok: true, data: undefined });
    await expectGoneAndHeld(label, 'www.labrasa.pe', 'Pollería La Brasa');
  });

  it("goes offline at once after 'Eliminar mi cuenta', and keeps its label held", async () => {
    const { label, email } = await liveSiteWithDomain('Cafetería El Molino', 'elmolino.pe');
    await signIn(email, 'contraseña-segura-123');
    expect(await deleteAccountAction({ password: 'contraseña-segura-123', confirm: true })).toEqual({ ok: true, data: { deleted: true } });
    await expectGoneAndHeld(label, 'elmolino.pe', 'Cafetería El Molino');
  });

  it('frees its label when the hold ends, and the daily prune then deletes the hold', async () => {
    const { siteId, label } = await liveSiteWithDomain('Juguería Los Andes', 'losandes.pe');
    const [{ submissionId }] = (await getDb().select({ submissionId: sites.submissionId }).from(sites).where(eq(sites.id, siteId))) as [
      { submissionId: string },
    ];
    await signInAsNewUser({ admin: true });
    expect(await deleteSubmissionAction({ submissionId })).toEqual({ ok: true, data: undefined });
    const heldUntil = await labelHeldUntil(getDb(), label);
    expect(heldUntil).not.toBeNull();

    // While held, the prune keeps it; once the day has passed, the label is free and the row goes.
    const holdOf = () => getDb().select({ label: siteLabelHolds.label }).from(siteLabelHolds).where(eq(siteLabelHolds.label, label));
    await pruneLabelHolds(new Date(heldUntil!.getTime() - 1000));
    expect(await holdOf()).toEqual([{ label }]);
    const after = new Date(heldUntil!.getTime() + 1000);
    expect(await labelHeldUntil(getDb(), label, after)).toBeNull();
    expect((await pruneLabelHolds(after)).released).toBeGreaterThanOrEqual(1);
    expect(await holdOf()).toEqual([]);
  });
});
