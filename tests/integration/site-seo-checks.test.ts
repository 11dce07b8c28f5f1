import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { siteRevisionRequests, siteSeoChecks, siteSeoTasks, sites, siteVersions, subscriptions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { runDailyTasks } from '@/lib/jobs/daily';
import { limaMonthBounds, limaMonthOf } from '@/lib/jobs/lima-time';
import '@/lib/sites/jobs';
import type { SiteDocument } from '@/lib/sites/document/document';
import { markSeoTaskDone } from '@/lib/sites/seo/mark-task-done';
import { readSiteSeoMonth } from '@/lib/sites/seo/queries';
import { checkMonthlySeo, runMonthlySeoChecks, workingDayOfMonth } from '@/lib/sites/seo/seo-job';
import { getOwnMonthlyReport } from '@/lib/sites/traffic/monthly-report';
import { growthSentences } from '@/lib/sites/traffic/monthly-report-text';
import { liveSite } from '../helpers/live-site';

/** 08:00 on Tuesday 1 December 2026 in Lima: the month's first working day. */
const DEC_1 = new Date('2026-12-01T13:00:00Z');
const DEC_2 = new Date('2026-12-02T13:00:00Z');
/** Friday 4 December: the month's fourth working day, past the retries. */
const DEC_4 = new Date('2026-12-04T13:00:00Z');
/** Monday 1 February 2027. */
const FEB_1 = new Date('2027-02-01T13:00:00Z');

async function growthSite(name: string, plan: 'basic' | 'growth' = 'growth') {
  const site = await liveSite(name);
  await getDb().insert(subscriptions).values({ userId: site.actor.userId, status: 'active', planType: plan });
  return site;
}

/** Changes the site's published document in place: a problem put on the live site by hand. */
async function editLiveDocument(siteId: string, edit: (document: SiteDocument) => void) {
  const [row] = await getDb().select({ versionId: sites.publishedVersionId }).from(sites).where(eq(sites.id, siteId));
  const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.id, row!.versionId!));
  const document = structuredClone(version!.document) as SiteDocument;
  edit(document);
  await getDb().update(siteVersions).set({ document }).where(eq(siteVersions.id, version!.id));
}

const tasksOf = (siteId: string) =>
  getDb()
    .select({ rule: siteSeoTasks.rule, path: siteSeoTasks.path, detail: siteSeoTasks.detail, id: siteSeoTasks.id })
    .from(siteSeoTasks)
    .where(eq(siteSeoTasks.siteId, siteId))
    .orderBy(siteSeoTasks.path, siteSeoTasks.rule);

const PAGES = ['/', '/carta', '/contacto', '/legal', '/nosotros'];

describe('the monthly SEO check', () => {
  it("checks a Growth site's real pages on the month's first working day and turns what it finds into the month's tasks", async () => {
    const site = await growthSite('Cevichería El Muelle');
    const clean = await growthSite('Andes Tours');
    await editLiveDocument(clean.siteId, (document) => void (document.business.tagline = 'Tours a Machu Picchu, el Valle Sagrado y Cusco con guías locales'));
    await editLiveDocument(site.siteId, (document) => {
      document.business.tagline = 'Ceviches';
      const home = document.pages.find((p) => p.slug === '')!;
      home.sections.push({ id: 'oferta', type: 'cta', heading: 'Oferta', body: 'Mira nuestras ofertas.', label: 'Ver ofertas', href: '/ofertas' } as never);
    });

    expect(await runMonthlySeoChecks(DEC_1)).toMatchObject({ month: '2026-12', failed: 0 });
    expect((await tasksOf(site.siteId)).map(({ rule, path, detail }) => ({ rule, path, detail }))).toEqual([
      { rule: 'description', path: '/', detail: 'Meta description is 8 characters; aim for 50–160' },
      { rule: 'internal_link', path: '/', detail: 'Links that do not answer 200: /ofertas (404)' },
      ...PAGES.slice(1).map((path) => ({ rule: 'description', path, detail: 'Meta description is 8 characters; aim for 50–160' })),
    ]);
    // The template's site as published passes every rule, its sitemap and robots.txt included.
    expect(await tasksOf(clean.siteId)).toEqual([]);
    const [check] = await getDb().select().from(siteSeoChecks).where(eq(siteSeoChecks.siteId, clean.siteId));
    expect(check).toMatchObject({ month: '2026-12', pagesChecked: PAGES.length, checkedAt: expect.any(Date) });
  });

  it('checks only live Growth sites, and acts only on the first three working days of the month', async () => {
    const growth = await growthSite('Hostal Sol', 'growth');
    const basic = await growthSite('Panadería Lucha', 'basic');
    const suspended = await growthSite('Spa Lima', 'growth');
    await getDb().update(sites).set({ status: 'suspended' }).where(eq(sites.id, suspended.siteId));

    expect(workingDayOfMonth('2026-12-01')).toBe(1);
    expect(workingDayOfMonth('2026-12-05')).toBeNull(); // a Saturday
    expect(workingDayOfMonth('2026-12-09')).toBeNull(); // a national holiday (Battle of Ayacucho)
    expect(workingDayOfMonth('2027-01-04')).toBe(1); // 1 January is a holiday, then a weekend
    expect(await runMonthlySeoChecks(new Date('2026-11-30T13:00:00Z'))).toMatchObject({ month: null });
    expect(await runMonthlySeoChecks(DEC_4)).toMatchObject({ month: null, checked: 0 });

    await runMonthlySeoChecks(DEC_1);
    const ids = [growth.siteId, basic.siteId, suspended.siteId];
    const checked = await getDb().select({ siteId: siteSeoChecks.siteId }).from(siteSeoChecks).where(inArray(siteSeoChecks.siteId, ids));
    expect(checked.map((c) => c.siteId)).toEqual([growth.siteId]);
  });

  it('never duplicates tasks: a second run of the month, or two runs at once, check each site once', async () => {
    const a = await growthSite('Ferretería Central');
    const b = await growthSite('Boutique Ana');
    const c = await growthSite('Taller Rápido');
    for (const site of [a, b, c]) await editLiveDocument(site.siteId, (document) => void (document.business.tagline = 'Corto'));

    // A month no earlier test checked: these three sites are the only ones due in it.
    const run = () => checkMonthlySeo('2027-02', FEB_1, { restFactor: 0 });
    const ids = [a.siteId, b.siteId, c.siteId];
    const tasks = () => getDb().select({ siteId: siteSeoTasks.siteId }).from(siteSeoTasks).where(inArray(siteSeoTasks.siteId, ids));
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.checked + second.checked).toBeGreaterThanOrEqual(3);
    const checks = await getDb()
      .select()
      .from(siteSeoChecks)
      .where(and(inArray(siteSeoChecks.siteId, ids), eq(siteSeoChecks.month, '2027-02')));
    expect(checks).toHaveLength(3);
    expect(await tasks()).toHaveLength(3 * PAGES.length);

    // Run again: every site of the month is checked, nothing is added.
    expect((await run()).findings).toBe(0);
    expect(await tasks()).toHaveLength(3 * PAGES.length);
  });

  it('runs once across two concurrent daily runs', async () => {
    const site = await growthSite('Tours Paracas');
    await editLiveDocument(site.siteId, (document) => void (document.business.tagline = 'Corto'));
    // Monday 1 March 2027 at 08:00 in Lima.
    const MAR_1 = new Date('2027-03-01T13:00:00Z');
    const [one, two] = await Promise.all([runDailyTasks(MAR_1), runDailyTasks(MAR_1)]);
    expect([one.ran, two.ran].sort()).toEqual([false, true]);
    expect((one.ran ? one : two).results['site-seo-checks']).toMatchObject({ month: '2027-03', failed: 0 });
    expect(
      await getDb()
        .select()
        .from(siteSeoChecks)
        .where(and(eq(siteSeoChecks.siteId, site.siteId), eq(siteSeoChecks.month, '2027-03'))),
    ).toHaveLength(1);
    expect(await tasksOf(site.siteId)).toHaveLength(PAGES.length);
  });

  it('leaves a site whose check failed to the next working day, and takes over a claim whose run died', async () => {
    const broken = await growthSite('Cevichería Rota');
    const [row] = await getDb().select({ versionId: sites.publishedVersionId }).from(sites).where(eq(sites.id, broken.siteId));
    const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.id, row!.versionId!));
    await getDb()
      .update(siteVersions)
      .set({ document: { not: 'a document' } })
      .where(eq(siteVersions.id, version!.id));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const checksOf = (siteId: string) => getDb().select().from(siteSeoChecks).where(eq(siteSeoChecks.siteId, siteId));
    expect(await runMonthlySeoChecks(DEC_1)).toMatchObject({ failed: 1 });
    expect(await checksOf(broken.siteId)).toEqual([]);

    await getDb().update(siteVersions).set({ document: version!.document }).where(eq(siteVersions.id, version!.id));
    expect(await runMonthlySeoChecks(DEC_2)).toMatchObject({ failed: 0 });
    expect(await checksOf(broken.siteId)).toEqual([expect.objectContaining({ checkedAt: expect.any(Date) })]);

    // A run that claimed a site and died: its claim is taken over after half an hour, not before.
    const dead = await growthSite('Hostal Dormido');
    await getDb()
      .insert(siteSeoChecks)
      .values({ siteId: dead.siteId, month: '2026-12', claimedAt: new Date(DEC_2.getTime() - 10 * 60_000) });
    await checkMonthlySeo('2026-12', DEC_2, { restFactor: 0 });
    expect(await checksOf(dead.siteId)).toEqual([expect.objectContaining({ checkedAt: null })]);
    await checkMonthlySeo('2026-12', new Date(DEC_2.getTime() + 40 * 60_000), { restFactor: 0 });
    expect(await checksOf(dead.siteId)).toEqual([expect.objectContaining({ checkedAt: expect.any(Date) })]);
  });
});

describe("the SEO tasks in the panel and in the owner's report", () => {
  it("lists a site's tasks and change requests of the month; the team marks a task done (who and when); the report tells the owner", async () => {
    const site = await growthSite('Pollería Don Pepe');
    await editLiveDocument(site.siteId, (document) => void (document.business.tagline = 'Pollos'));
    // Marking done happens now, so the month is the current one.
    const now = new Date();
    const current = limaMonthOf(now);
    const { start } = limaMonthBounds(current);
    await getDb()
      .insert(siteRevisionRequests)
      .values([
        { siteId: site.siteId, sectionKey: 'inicio#hero', sectionLabel: 'Inicio · Portada', message: 'Poner la foto nueva', createdAt: start },
        {
          siteId: site.siteId,
          sectionKey: 'carta#menu',
          sectionLabel: 'Carta · Platos',
          message: 'Subir el precio',
          createdAt: new Date(start.getTime() - 1000),
        },
      ]);
    await checkMonthlySeo(current, now, { restFactor: 0 });

    await expect(readSiteSeoMonth(site.actor, site.siteId, current)).rejects.toBeInstanceOf(AuthError);
    const month = (await readSiteSeoMonth(site.admin, site.siteId, null, now))!;
    expect(month.tasks.map((t) => [t.ruleLabel, t.path, t.doneAt])).toEqual(PAGES.map((path) => ['Meta description', path, null]));
    expect(month.contentUpdates.map((u) => [u.sectionLabel, u.isDone])).toEqual([['Inicio · Portada', false]]);
    expect(month).toMatchObject({ month: current, checkedAt: expect.any(Date), pagesChecked: PAGES.length, months: [current] });

    const task = month.tasks[0]!;
    await expect(markSeoTaskDone(site.actor, task.id)).rejects.toBeInstanceOf(AuthError);
    await markSeoTaskDone(site.admin, task.id);
    await markSeoTaskDone(site.admin, task.id); // twice: who and when stay the first
    await expect(markSeoTaskDone(site.admin, '00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(UserFacingError);
    const [done] = await getDb()
      .select()
      .from(siteSeoTasks)
      .where(and(eq(siteSeoTasks.id, task.id)));
    expect(done).toMatchObject({ doneBy: site.admin.userId, doneAt: expect.any(Date) });
    const after = (await readSiteSeoMonth(site.admin, site.siteId, current, now))!;
    expect(after.tasks.find((t) => t.id === task.id)).toMatchObject({ doneBy: expect.any(String), doneAt: done!.doneAt });

    const { report } = (await getOwnMonthlyReport(site.actor, current, now))!;
    expect(report.growth?.seo).toEqual({ done: [{ rule: 'description', path: '/' }], checked: true, open: PAGES.length - 1 });
    expect(growthSentences(report)).toContain('Mejoramos el SEO de tu web (1 tarea): revisamos la descripción que muestra Google.');
  });
});
