import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteDomains, siteLeads, sites, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { getOwnDomainSettings, setSiteDomain } from '@/lib/sites/domains/domains';
import { exportSite } from '@/lib/sites/export/export-site';
import { deleteAllOwnSiteLeads, listOwnSiteLeads, markSiteLeadRead } from '@/lib/sites/traffic/leads';
import { getSiteLifecycle } from '@/lib/sites/lifecycle/lifecycle-queries';
import { approveSite, NOTHING_TO_APPROVE, publishApprovedSite } from '@/lib/sites/publish/publish';
import { draftSite } from '@/lib/sites/publish/versions';
import { resolveOwnSite } from '@/lib/customer-site/own-site';
import { sendSitePreview } from '@/lib/sites/publish/preview';
import { getCustomerSiteReview, requestSiteChange } from '@/lib/sites/publish/revisions';
import { getOwnSiteVisits } from '@/lib/sites/traffic/visits';
import { createAdminActor, createUser } from '../helpers/auth';

/**
 * The site, not the user, is what customer operations address (issue 25, item 1; decision 0023):
 * one resolveOwnSite, and one non-removed site per customer kept by the database itself.
 */

let n = 0;
const project = (userId: string | null, businessName = `Negocio ${(n += 1)}`) =>
  getDb()
    .insert(trialSubmissions)
    .values({ userId, businessName, email: `negocio${n}@correo.pe`, businessType: 'restaurant' })
    .returning()
    .then(([row]) => row!);

/** A customer whose site the team drafted and sent for review. */
async function customerInReview(admin: Actor) {
  const owner = await createUser();
  const submission = await project(owner.id);
  const { siteId, label } = await draftSite(admin, submission.id);
  await sendSitePreview(admin, siteId);
  const actor: Actor = { userId: owner.id, role: 'customer', email: owner.email, name: 'Dueña', twoFactorEnabled: false };
  return { actor, siteId, label, submissionId: submission.id };
}

/** A removed site of the same customer, made directly in the database (an earlier project's). */
async function removedSiteOf(userId: string) {
  const earlier = await project(userId, 'Negocio anterior');
  const [site] = await getDb()
    .insert(sites)
    .values({ submissionId: earlier.id, userId, label: `anterior-${(n += 1)}`, status: 'removed', removedAt: new Date() })
    .returning();
  return site!;
}

const lead = (siteId: string, name: string) =>
  getDb()
    .insert(siteLeads)
    .values({ siteId, name, message: `Hola, soy ${name}`, page: '/' })
    .returning()
    .then(([row]) => row!);

const isRefusedByDatabase = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return false;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
    return (cause as { constraint?: string }).constraint;
  }
};

describe('resolveOwnSite', () => {
  it("finds the customer's own site, with or without its id, and answers null alike for another customer's, a removed one and none", async () => {
    const admin = await createAdminActor();
    const mine = await customerInReview(admin);
    const theirs = await customerInReview(admin);

    expect((await resolveOwnSite(mine.actor))?.id).toBe(mine.siteId);
    expect((await resolveOwnSite(mine.actor, mine.siteId))?.label).toBe(mine.label);
    // Another customer's site exists, and reads exactly like one that does not.
    expect(await resolveOwnSite(mine.actor, theirs.siteId)).toBeNull();
    expect(await resolveOwnSite(mine.actor, '7a1f0a55-0000-4000-8000-000000000000')).toBeNull();
    expect(await resolveOwnSite(mine.actor, 'no-es-un-id')).toBeNull();

    // A removed site is not one to operate on; the reads that still show it to its owner ask for it.
    const removed = await removedSiteOf(mine.actor.userId);
    expect(await resolveOwnSite(mine.actor, removed.id)).toBeNull();
    expect((await resolveOwnSite(mine.actor, removed.id, { includeRemoved: true }))?.id).toBe(removed.id);
    expect((await resolveOwnSite(mine.actor, null, { includeRemoved: true }))?.id).toBe(mine.siteId);

    const onlyRemoved = await createUser();
    const gone = await removedSiteOf(onlyRemoved.id);
    expect(await resolveOwnSite({ userId: onlyRemoved.id })).toBeNull();
    expect((await resolveOwnSite({ userId: onlyRemoved.id }, null, { includeRemoved: true }))?.id).toBe(gone.id);

    const withoutSite = await createUser();
    await project(withoutSite.id);
    expect(await resolveOwnSite({ userId: withoutSite.id })).toBeNull();
    expect(await resolveOwnSite({ userId: withoutSite.id }, null, { includeRemoved: true })).toBeNull();
  });
});

describe('one non-removed site per customer, in the schema', () => {
  it('refuses a second site that is not removed for the same customer, and takes one once the first is removed', async () => {
    const admin = await createAdminActor();
    const first = await customerInReview(admin);
    const second = await project(first.actor.userId, 'Segundo negocio');
    const insertSecond = () =>
      getDb()
        .insert(sites)
        .values({ submissionId: second.id, userId: first.actor.userId, label: `segundo-${(n += 1)}` });

    expect(await isRefusedByDatabase(insertSecond)).toBe('sites_one_per_customer_idx');
    // The team's draft for that second project says why, instead of retrying label after label.
    await expect(draftSite(admin, second.id)).rejects.toThrow(/already has a site/);

    await getDb().update(sites).set({ status: 'removed', removedAt: new Date() }).where(eq(sites.id, first.siteId));
    expect(await isRefusedByDatabase(insertSecond)).toBe(false);
  });

  it("keeps a site's owner equal to its project's user: another owner is refused, and the owner follows the project", async () => {
    const admin = await createAdminActor();
    const c = await customerInReview(admin);
    const stranger = await createUser();
    expect(await isRefusedByDatabase(() => getDb().update(sites).set({ userId: stranger.id }).where(eq(sites.id, c.siteId)))).toBe('sites_submission_owner_fk');

    await getDb().update(trialSubmissions).set({ userId: stranger.id }).where(eq(trialSubmissions.id, c.submissionId));
    const [moved] = await getDb().select({ userId: sites.userId }).from(sites).where(eq(sites.id, c.siteId));
    expect(moved!.userId).toBe(stranger.id);
    expect(await resolveOwnSite(c.actor)).toBeNull();
  });

  it('fills the owner of a site created without one, as the previous release does during a rolling upgrade', async () => {
    const owner = await createUser();
    const submission = await project(owner.id);
    const label = `previa-${(n += 1)}`;
    // The previous release's insert names no owner (it has no such column).
    await getDb().execute(sql`insert into sites (submission_id, label) values (${submission.id}, ${label})`);
    const actor: Actor = { userId: owner.id, role: 'customer', email: owner.email, name: 'Dueña', twoFactorEnabled: false };
    expect((await resolveOwnSite(actor))?.label).toBe(label);
  });

  it("the migration's data steps: every site gets its project's user, and two sites in use for one customer stop it, naming the customer", async () => {
    const admin = await createAdminActor();
    const c = await customerInReview(admin);
    const dir = path.resolve('db/migrations');
    const file = (await readdir(dir)).find((name) => name.endsWith('_site_owner_and_paid_site.sql'))!;
    const steps = (await readFile(path.join(dir, file), 'utf8')).split('--> statement-breakpoint');
    const backfill = steps.find((step) => step.includes('UPDATE "sites"'))!;
    const check = steps.find((step) => step.includes('RAISE EXCEPTION'))!;

    // Sites as they were before the column: no owner.
    await getDb().execute(sql`update sites set user_id = null`);
    await getDb().execute(sql.raw(backfill));
    const [row] = await getDb().select({ userId: sites.userId }).from(sites).where(eq(sites.id, c.siteId));
    expect(row!.userId).toBe(c.actor.userId);
    await getDb().execute(sql.raw(check));

    // Data the index would refuse, as hand-made SQL could have left it before the index existed.
    let stoppedWith = '';
    await getDb()
      .transaction(async (tx) => {
        await tx.execute(sql`drop index sites_one_per_customer_idx`);
        const second = (await tx.insert(trialSubmissions).values({ userId: c.actor.userId, businessName: 'Otro', email: 'otro@correo.pe' }).returning())[0]!;
        await tx.insert(sites).values({ submissionId: second.id, userId: c.actor.userId, label: `otro-${(n += 1)}` });
        await tx.execute(sql.raw(check));
      })
      .catch((error: unknown) => {
        stoppedWith = String((error as { cause?: Error }).cause?.message ?? error);
      });
    expect(stoppedWith).toContain(`customer ${c.actor.userId} has 2 sites that are not removed`);
    // Rolled back: the index is still there.
    const indexes = await getDb().execute(sql`select 1 from pg_indexes where indexname = 'sites_one_per_customer_idx'`);
    expect(indexes.rows).toHaveLength(1);
  });
});

describe('a customer with two sites (one removed) and a neighbour', () => {
  it('has every customer operation address the site in use, or refuse, and never act on the other', async () => {
    const admin = await createAdminActor();
    const c = await customerInReview(admin);
    const neighbour = await customerInReview(admin);
    const removed = await removedSiteOf(c.actor.userId);
    const oldLead = await lead(removed.id, 'Visitante antiguo');
    const currentLead = await lead(c.siteId, 'Visitante actual');
    const neighbourLead = await lead(neighbour.siteId, 'Visitante del vecino');

    // Approving: the removed site and the neighbour's are refused as if absent; the site in use is approved.
    await expect(approveSite(c.actor, removed.id)).rejects.toThrow(NOTHING_TO_APPROVE);
    await expect(approveSite(c.actor, neighbour.siteId)).rejects.toThrow(NOTHING_TO_APPROVE);
    expect(await approveSite(c.actor)).toEqual({ approved: true });
    const approved = async (id: string) => (await getDb().select({ v: sites.approvedVersionId }).from(sites).where(eq(sites.id, id)))[0]!.v;
    expect(await approved(c.siteId)).not.toBeNull();
    expect(await approved(neighbour.siteId)).toBeNull();

    // Asking for a change: on the site in use only.
    const review = await getCustomerSiteReview(c.actor);
    const sectionKey = review!.sections[0]!.key;
    await expect(requestSiteChange(c.actor, { siteId: neighbour.siteId, sectionKey, message: 'Cambien la foto' })).rejects.toThrow(
      /Todavía no hay una vista previa/,
    );
    expect((await requestSiteChange(c.actor, { sectionKey, message: 'Cambien la foto' })).status).toBe('pendiente');
    expect((await getCustomerSiteReview(neighbour.actor))!.requests).toEqual([]);

    // Leads: the list is the site in use's; another customer's lead is refused; 'Eliminar todos' empties only the list shown.
    expect((await listOwnSiteLeads(c.actor))!.leads.map((l) => l.name)).toEqual(['Visitante actual']);
    expect((await listOwnSiteLeads(c.actor, removed.id))!.leads.map((l) => l.name)).toEqual(['Visitante antiguo']);
    expect(await listOwnSiteLeads(c.actor, neighbour.siteId)).toBeNull();
    await expect(markSiteLeadRead(c.actor, neighbourLead.id)).rejects.toThrow();
    await markSiteLeadRead(c.actor, currentLead.id);
    expect(await deleteAllOwnSiteLeads(c.actor)).toEqual({ deleted: 1 });
    const left = await getDb().select({ id: siteLeads.id }).from(siteLeads);
    expect(left.map((l) => l.id).sort()).toEqual([oldLead.id, neighbourLead.id].sort());

    // Domain: another customer's site is refused; the site in use is not published yet, so it has no card.
    await expect(setSiteDomain(c.actor, { siteId: neighbour.siteId, domain: 'www.vecino.pe' }, 'own')).rejects.toThrow();
    await expect(setSiteDomain(c.actor, { siteId: removed.id, domain: 'www.anterior.pe' }, 'own')).rejects.toThrow();
    expect(await getDb().select().from(siteDomains)).toEqual([]);
    expect(await getOwnDomainSettings(c.actor)).toBeNull();
    expect(await getOwnSiteVisits(c.actor)).toBeNull();

    // The lifecycle notice is about the site in use, not the removed one.
    expect((await getSiteLifecycle(c.actor)).site?.status).toBe('in_review');
    // Export: nothing published yet for the site in use; the removed site is never handed out.
    await expect(exportSite(c.actor, { siteId: removed.id })).rejects.toThrow(/todavía no tiene una versión publicada/);

    // A payment naming the neighbour's site publishes nothing; naming none publishes the one in use.
    expect(await publishApprovedSite(c.actor.userId, neighbour.siteId)).toBeNull();
    const status = async (id: string) => (await getDb().select({ s: sites.status }).from(sites).where(eq(sites.id, id)))[0]!.s;
    expect(await status(neighbour.siteId)).toBe('in_review');
    expect((await publishApprovedSite(c.actor.userId, null))?.url).toContain(c.label);
    expect(await status(c.siteId)).toBe('live');
    expect(await status(removed.id)).toBe('removed');
  });
});
