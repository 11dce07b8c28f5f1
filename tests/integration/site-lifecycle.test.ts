import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteDownloadCard } from '@/components/dashboard/site-download-card';
import { SiteGraceBanner } from '@/components/dashboard/site-grace-banner';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { siteArticles, siteLifecycleEvents, sites, siteVersions, subscriptions, trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { getCustomerDashboard } from '@/lib/dashboard/queries';
import { siteDocumentSchema } from '@/lib/sites/document/document';
import { EXPORT_NOT_YET, exportSite } from '@/lib/sites/export/export-site';
import { draftSite, saveSiteVersion } from '@/lib/sites/publish/versions';
import { publishApprovedSite, publishSite } from '@/lib/sites/publish/publish';
import { readServedSite } from '@/lib/sites/serve/served-site';
import { runSiteLifecycle } from '@/lib/sites/lifecycle/run-site-lifecycle';
import { getStorage } from '@/lib/storage/storage';
import { createAdminActor, createUser } from '../helpers/auth';
import { mailTo } from '../helpers/mailbox';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

/**
 * The terms' lifecycle across a simulated calendar (issue 14, item 4): each run of the daily
 * job is given its day, and the subscription rows stand for what the provider last told us.
 */
const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-01-10T15:00:00Z');
const day = (n: number) => new Date(START + n * DAY);

type Subscription = Partial<typeof subscriptions.$inferInsert>;

async function customerWithLiveSite(businessName: string, admin: Actor, subscription: Subscription) {
  const account = await createUser({ name: `Dueño de ${businessName}` });
  const [submission] = await getDb().insert(trialSubmissions).values({ userId: account.id, businessName, email: account.email }).returning();
  const { siteId, label } = await draftSite(admin, submission!.id);
  await publishSite(admin, siteId);
  await getDb()
    .insert(subscriptions)
    .values({ userId: account.id, ...subscription });
  return { ...account, siteId, label, submissionId: submission!.id };
}

const setSubscription = (userId: string, values: Subscription) => getDb().update(subscriptions).set(values).where(eq(subscriptions.userId, userId));
const siteRow = async (siteId: string) => (await getDb().select().from(sites).where(eq(sites.id, siteId)))[0];
const eventsOf = async (userId: string) =>
  (await getDb().select().from(siteLifecycleEvents).where(eq(siteLifecycleEvents.userId, userId)).orderBy(siteLifecycleEvents.at)).map((e) => e.kind);
const subjects = async (email: string) => (await mailTo(email)).map((m) => m.subject);
/** What the customer's dashboard shows of the lifecycle that day: the grace banner and the download card, as text. */
async function dashboardLifecycle(c: { id: string; email: string }, now: Date) {
  const actor: Actor = { userId: c.id, role: 'customer', email: c.email, name: 'Dueño', twoFactorEnabled: false };
  const { siteLifecycle } = await getCustomerDashboard(actor, now);
  const text = (element: ReturnType<typeof createElement> | null) =>
    element
      ? renderToStaticMarkup(element)
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : null;
  return {
    banner: text(siteLifecycle.grace && createElement(SiteGraceBanner, { grace: siteLifecycle.grace })),
    download: text(siteLifecycle.download && createElement(SiteDownloadCard, { download: siteLifecycle.download })),
  };
}

const NOTHING = { reactivated: 0, grace_started: 0, grace_reminder: 0, removed: 0, suspended: 0, label_freed: 0, emailed: 0 };

describe('the daily site lifecycle', () => {
  it('leaves trials and paying customers alone', async () => {
    const admin = await createAdminActor();
    const trial = await customerWithLiveSite('Bodega Prueba', admin, { status: 'trial', trialEndDate: day(14) });
    const paying = await customerWithLiveSite('Bodega Activa', admin, {
      status: 'active',
      planType: 'basic',
      firstActivatedAt: day(0),
      currentPeriodEnd: day(31),
    });
    // Renewal pending at the provider: the period end passed but nothing says it will not renew.
    expect(await runSiteLifecycle(day(40))).toEqual(NOTHING);
    expect((await siteRow(trial.siteId))!.status).toBe('live');
    expect((await siteRow(paying.siteId))!.status).toBe('live');
  });

  it('cancelled in month 3: live to the end of the paid period, 60 days of grace with e-mails, then removed; the label is freed 90 days later', async () => {
    const admin = await createAdminActor();
    const c = await customerWithLiveSite('Cevichería Mar Azul', admin, {
      status: 'active',
      planType: 'basic',
      firstActivatedAt: day(0),
      currentPeriodEnd: day(90),
    });
    // Month 3: the customer cancels; the provider keeps the month paid for.
    await setSubscription(c.id, { cancelAtPeriodEnd: true });
    expect(await runSiteLifecycle(day(80))).toEqual(NOTHING);

    // The paid period ended: the grace starts, with the date the site goes offline.
    await setSubscription(c.id, { status: 'canceled' });
    expect((await runSiteLifecycle(day(91))).grace_started).toBe(1);
    const start = (await mailTo(c.email)).find((m) => m.subject.startsWith('Tu sitio sigue en línea hasta el'));
    expect(start?.subject).toBe('Tu sitio sigue en línea hasta el 9 de junio de 2026');
    expect(start?.text).toContain('lo eliminaremos');
    // 'Reactivar mi plan' opens the dashboard's subscription page, where the plan buttons are.
    expect(start?.text).toContain('/dashboard/suscripcion');
    // Found the day after the paid period ended: 59 days left, and the e-mail says so.
    expect(start?.text).toContain('sigue en línea 59 días más, hasta el 9 de junio de 2026.');
    expect((await readServedSite(c.label)).state).toBe('live');
    // The dashboard says the same, with the way back; inside the first year there is nothing to download.
    expect(await dashboardLifecycle(c, day(91))).toEqual({
      banner:
        'Tu sitio sale de línea el 9 de junio de 2026 Tu plan ya no está activo. Ese día eliminaremos tu sitio y su contenido. Reactiva tu plan antes y sigue como está. Reactivar mi plan',
      download: 'Tu sitio es tuyo Desde el 10 de enero de 2027 podrás descargar tu sitio para llevarlo a donde quieras.',
    });

    // Reminders on the right day only: 7 days before the end, once.
    expect(await runSiteLifecycle(day(142))).toEqual(NOTHING);
    expect((await runSiteLifecycle(day(143))).grace_reminder).toBe(1);
    expect(await runSiteLifecycle(day(144))).toEqual(NOTHING);
    expect(await subjects(c.email)).toContain('Quedan 7 días: tu sitio sale de línea el 9 de junio de 2026');

    // The grace ends within the first year: content and versions go, the label stays reserved.
    expect(await runSiteLifecycle(day(149))).toEqual(NOTHING);
    expect((await runSiteLifecycle(day(150))).removed).toBe(1);
    const removed = await siteRow(c.siteId);
    expect(removed).toMatchObject({ status: 'removed', label: c.label, publishedVersionId: null });
    expect(await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, c.siteId))).toHaveLength(0);
    expect((await readServedSite(c.label)).state).toBe('missing');
    const [project] = await getDb().select().from(trialSubmissions).where(eq(trialSubmissions.id, c.submissionId));
    expect(project!.publishedUrl).toBeNull();
    expect(await subjects(c.email)).toContain('Eliminamos tu sitio');
    // A second run the same day changes nothing.
    expect(await runSiteLifecycle(day(150))).toEqual(NOTHING);

    // Reserved for 90 more days, then freed: another business may take the label.
    expect(await runSiteLifecycle(day(239))).toEqual(NOTHING);
    expect((await runSiteLifecycle(day(240))).label_freed).toBe(1);
    expect(await siteRow(c.siteId)).toBeUndefined();
    const [other] = await getDb().insert(trialSubmissions).values({ businessName: 'Cevichería Mar Azul', email: 'otro@example.pe' }).returning();
    expect((await draftSite(admin, other!.id)).label).toBe(c.label);

    expect(await eventsOf(c.id)).toEqual(['grace_started', 'grace_reminder', 'removed', 'label_freed']);
    const log = await getDb().select().from(siteLifecycleEvents).where(eq(siteLifecycleEvents.userId, c.id));
    expect(log.every((e) => e.emailed && e.label === c.label)).toBe(true);
  });

  it('unpaid after the first year: the grace runs from the failed charge, then the site is suspended (503) with its content kept', async () => {
    const admin = await createAdminActor();
    const c = await customerWithLiveSite('Hostal Los Andes', admin, {
      status: 'active',
      planType: 'basic',
      firstActivatedAt: day(0),
      currentPeriodEnd: day(400),
    });
    // The renewal failed; the provider already moved the period end a month ahead.
    await setSubscription(c.id, { status: 'past_due', currentPeriodEnd: day(430) });
    expect((await runSiteLifecycle(day(401))).grace_started).toBe(1);
    expect((await siteRow(c.siteId))!.lapsedAt).toEqual(day(401));
    expect((await mailTo(c.email)).find((m) => m.subject.startsWith('Tu sitio sigue'))?.text).toContain('lo desactivaremos');

    expect((await runSiteLifecycle(day(461))).suspended).toBe(1);
    expect((await readServedSite(c.label)).state).toBe('suspended');
    expect(await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, c.siteId))).not.toHaveLength(0);
    expect(await subjects(c.email)).toContain('Tu sitio ya no está en línea');
    expect(await runSiteLifecycle(day(462))).toEqual(NOTHING);
    // Offline, the banner says the content is kept; after a year the site can be downloaded.
    const offline = await dashboardLifecycle(c, day(462));
    expect(offline.banner).toBe(
      'Tu sitio no está en línea Terminó el periodo de gracia. Guardamos su contenido: reactiva tu plan y vuelve a estar en línea al instante. Reactivar mi plan',
    );
    expect(offline.download).toContain('Descargar mi sitio');

    // Paying again after the suspension brings it back on the next run.
    await setSubscription(c.id, { status: 'active', currentPeriodEnd: day(492) });
    expect((await runSiteLifecycle(day(470))).reactivated).toBe(1);
    expect((await readServedSite(c.label)).state).toBe('live');
    expect(await eventsOf(c.id)).toEqual(['grace_started', 'suspended', 'reactivated']);
    expect((await dashboardLifecycle(c, day(470))).banner).toBeNull();
  });

  it('reactivating inside the grace period restores the site at once, with no removal later', async () => {
    const admin = await createAdminActor();
    const c = await customerWithLiveSite('Taller Rápido', admin, {
      status: 'canceled',
      planType: 'basic',
      firstActivatedAt: day(0),
      currentPeriodEnd: day(60),
    });
    await runSiteLifecycle(day(61));
    expect((await siteRow(c.siteId))!.lapsedAt).not.toBeNull();

    // The confirmed payment (webhook or return from checkout) calls this at once.
    await setSubscription(c.id, { status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: day(400) });
    await publishApprovedSite(c.id, null);
    expect(await siteRow(c.siteId)).toMatchObject({ status: 'live', lapsedAt: null, graceReminderSentAt: null });
    expect(await subjects(c.email)).toContain('Tu sitio vuelve a estar en línea');
    expect(await runSiteLifecycle(day(130))).toEqual(NOTHING);
    expect((await readServedSite(c.label)).state).toBe('live');
  });

  it('a lapse found late still gives a week of notice before the site goes', async () => {
    const admin = await createAdminActor();
    const c = await customerWithLiveSite('Panadería Vieja', admin, {
      status: 'canceled',
      planType: 'basic',
      firstActivatedAt: day(0),
      currentPeriodEnd: day(10),
    });
    await runSiteLifecycle(day(200));
    expect((await siteRow(c.siteId))!.status).toBe('live');
    // The e-mail counts the days really left, not the usual 60.
    const notice = (await mailTo(c.email)).find((m) => m.subject.startsWith('Tu sitio sigue en línea hasta el'));
    expect(notice?.subject).toBe('Tu sitio sigue en línea hasta el 5 de agosto de 2026');
    expect(notice?.text).toContain('sigue en línea 7 días más, hasta el 5 de agosto de 2026.');
    expect(notice?.text).not.toContain('60 días');
    expect((await runSiteLifecycle(day(206))).removed).toBe(0);
    expect((await runSiteLifecycle(day(207))).removed).toBe(1);
  });
});

/** Every link and image of an exported page is a relative file that the zip holds (or a foreign address). */
function expectOnlyLocalReferences(files: Record<string, Uint8Array>, name: string): string[] {
  const html = strFromU8(files[name]!);
  const references = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
  const local = references.filter((ref) => !/^(https?:|mailto:|tel:|data:)/.test(ref));
  expect(local.length).toBeGreaterThan(0);
  for (const ref of local) {
    expect(ref).not.toMatch(/^\//);
    const file = ref.split('#')[0]!;
    if (file) expect(files[file], `${name} → ${ref}`).toBeDefined();
  }
  return local;
}

describe("'Descargar mi sitio'", () => {
  it('is refused in the first year, then gives a zip whose index.html references only relative files and carries our images; the team can hand it over any time', async () => {
    const admin = await createAdminActor();
    const c = await customerWithLiveSite('Florería Las Rosas', admin, {
      status: 'active',
      planType: 'basic',
      firstActivatedAt: day(0),
      currentPeriodEnd: day(400),
    });
    // The site shows a logo from our own storage and links one foreign image, which stays a link.
    const logo = await getStorage().put('site-images/logo-test.png', Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png');
    const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, c.siteId));
    const document = siteDocumentSchema.parse(version!.document);
    document.business.logoUrl = logo.url;
    await saveSiteVersion(admin, c.siteId, document);
    await publishSite(admin, c.siteId);
    const customer: Actor = { userId: c.id, role: 'customer', email: c.email, name: 'Dueño', twoFactorEnabled: false };

    await expect(exportSite(customer, { now: day(364) })).rejects.toThrow(EXPORT_NOT_YET);
    // Another customer's site id is ignored: a customer only ever gets their own.
    const other = await customerWithLiveSite('Otra Tienda', admin, {
      status: 'active',
      planType: 'basic',
      firstActivatedAt: day(0),
      currentPeriodEnd: day(400),
    });
    const own = await exportSite(customer, { siteId: other.siteId, now: day(366) });
    expect(own.fileName).toBe(`${c.label}.zip`);

    const files = unzipSync(own.zip);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'images/site-images-logo-test.png']));
    const index = strFromU8(files['index.html']!);
    expect(index).toContain('Florería Las Rosas');
    expectOnlyLocalReferences(files, 'index.html');
    expect(index).not.toContain('/api/uploads/');
    // The logo is the favicon, and the fonts travel with the pages.
    expect(index).toContain('<link rel="icon" href="images/site-images-logo-test.png">');
    expect(Object.keys(files).some((name) => name.startsWith('fuentes/') && name.endsWith('.woff2'))).toBe(true);

    // The team's hand-over: any site, before the year too.
    expect((await exportSite(admin, { siteId: other.siteId, now: day(10) })).fileName).toBe(`${other.label}.zip`);
  });
  it("carries the Growth plan's published articles as blog.html and one page per article, reachable from every page", async () => {
    const admin = await createAdminActor();
    const c = await customerWithLiveSite('Café Altura', admin, { status: 'active', planType: 'growth', firstActivatedAt: day(0), currentPeriodEnd: day(400) });
    const article = (slug: string, month: string, title: string, status: 'published' | 'pending_review') => ({
      siteId: c.siteId,
      month,
      slug,
      title,
      excerpt: `Resumen de ${title}`,
      content: `<p>Texto de ${title}.</p>`,
      status,
      publishedAt: status === 'published' ? day(40) : null,
    });
    await getDb()
      .insert(siteArticles)
      .values([
        article('cafe-de-altura-en-cusco', '2026-02', 'Café de altura en Cusco', 'published'),
        article('como-tostamos', '2026-03', 'Cómo tostamos', 'published'),
        article('borrador', '2026-04', 'Borrador sin revisar', 'pending_review'),
      ]);
    const files = unzipSync((await exportSite(admin, { siteId: c.siteId, now: day(50) })).zip);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['blog.html', 'blog-cafe-de-altura-en-cusco.html', 'blog-como-tostamos.html']));
    expect(Object.keys(files)).not.toContain('blog-borrador.html');
    expect(expectOnlyLocalReferences(files, 'index.html')).toContain('blog.html');
    expect(expectOnlyLocalReferences(files, 'blog.html')).toEqual(expect.arrayContaining(['blog-cafe-de-altura-en-cusco.html', 'blog-como-tostamos.html']));
    const articlePage = strFromU8(files['blog-como-tostamos.html']!);
    expect(articlePage).toContain('<h1>Cómo tostamos</h1>');
    expect(articlePage).toContain('<p>Texto de Cómo tostamos.</p>');
    expect(expectOnlyLocalReferences(files, 'blog-como-tostamos.html')).toEqual(expect.arrayContaining(['blog.html', 'index.html']));
  });
});
