import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteArticles, siteDailyCounts, siteLeads, siteMonthlyReports, siteRevisionRequests, sites, subscriptions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { runDailyTasks } from '@/lib/jobs/daily';
import '@/lib/sites/jobs';
import { setSiteSuspended } from '@/lib/sites/publish/publish';
import { getOwnMonthlyReport } from '@/lib/sites/traffic/monthly-report';
import { sendMonthlyReports } from '@/lib/sites/traffic/monthly-report-job';
import { contactsSentence, growthSentences, trendSentence, visitsSentence } from '@/lib/sites/traffic/monthly-report-text';
import { liveSite } from '../helpers/live-site';
import { mailTo } from '../helpers/mailbox';

/** Late November 2026 in Lima: October is the month just ended. */
const NOV_27 = new Date('2026-11-27T15:00:00Z');
/** 08:00 on 1 December in Lima, when the daily run starts: November is reported. */
const DEC_1 = new Date('2026-12-01T13:00:00Z');

/** A live site of ours, published for the first time on the given day. */
async function siteLiveSince(businessName: string, firstPublishedAt: Date, plan?: 'basic' | 'growth') {
  const site = await liveSite(businessName);
  await getDb().update(sites).set({ firstPublishedAt }).where(eq(sites.id, site.siteId));
  if (plan) await getDb().insert(subscriptions).values({ userId: site.actor.userId, status: 'active', planType: plan });
  return site;
}

const count = (siteId: string, day: string, kind: 'view' | 'whatsapp' | 'phone', n: number, path = kind === 'view' ? '/' : '') => ({
  siteId,
  day,
  kind,
  path,
  count: n,
});

const lead = (siteId: string, createdAt: string) => ({
  siteId,
  name: 'Visitante',
  phone: '987 000 111',
  message: 'Hola, ¿tienen mesa?',
  page: '/',
  createdAt: new Date(createdAt),
});

describe("the month's report of a live site", () => {
  it('adds up one Lima month, compares it with the month before and lists its top pages, clicks and messages', async () => {
    const { siteId, actor } = await siteLiveSince('Cevichería El Muelle', new Date('2026-09-01T15:00:00Z'));
    await getDb()
      .insert(siteDailyCounts)
      .values([
        count(siteId, '2026-09-30', 'view', 16),
        count(siteId, '2026-10-01', 'view', 10),
        count(siteId, '2026-10-15', 'view', 4, '/carta'),
        count(siteId, '2026-10-31', 'view', 6),
        count(siteId, '2026-10-31', 'whatsapp', 3),
        count(siteId, '2026-10-20', 'phone', 1),
        count(siteId, '2026-11-01', 'view', 50),
        count(siteId, '2026-11-01', 'whatsapp', 9),
      ]);
    await getDb()
      .insert(siteLeads)
      .values([
        // 23:30 on 31 October in Lima is already 1 November in UTC: it belongs to October.
        lead(siteId, '2026-10-31T23:30:00-05:00'),
        lead(siteId, '2026-10-01T00:10:00-05:00'),
        lead(siteId, '2026-11-01T00:30:00-05:00'),
        lead(siteId, '2026-09-30T23:59:00-05:00'),
      ]);

    // Without a month asked for, the month just ended.
    const own = (await getOwnMonthlyReport(actor, null, NOV_27))!;
    const { report } = own;
    expect(report).toMatchObject({
      month: '2026-10',
      views: 20,
      previousViews: 16,
      topPages: [
        { path: '/', views: 16 },
        { path: '/carta', views: 4 },
      ],
      whatsappClicks: 3,
      phoneClicks: 1,
      leads: 2,
      hasData: true,
      growth: null,
    });
    expect(report.days).toHaveLength(31);
    expect([report.days[0], report.days.at(-1)]).toEqual([
      { day: '2026-10-01', views: 10 },
      { day: '2026-10-31', views: 6 },
    ]);
    expect(own).toMatchObject({ previousMonth: '2026-09', nextMonth: '2026-11', report: { isComplete: true } });
    expect(visitsSentence(report)).toBe('Tu web tuvo 20 visitas en octubre.');
    expect(trendSentence(report)).toBe('25 % más que en setiembre (16 visitas).');
    expect(contactsSentence(report)).toBe('Te contactaron así: 3 clics en WhatsApp, 1 clic para llamarte y 2 mensajes desde el formulario.');

    // September (setiembre, as Peru writes it) had visits, August (before the site was online) none: no trend is made up.
    const september = (await getOwnMonthlyReport(actor, '2026-09', NOV_27))!;
    expect(september.report).toMatchObject({ views: 16, previousViews: null, leads: 1 });
    expect(september.previousMonth).toBeNull();
    expect(trendSentence(september.report)).toBe('En agosto no hubo visitas registradas, así que aún no hay con qué comparar.');

    // The running month goes up to today; months before the site was online, or made up, are not offered.
    const november = (await getOwnMonthlyReport(actor, '2026-11', NOV_27))!;
    expect(november).toMatchObject({ nextMonth: null, report: { isComplete: false, views: 50, whatsappClicks: 9 } });
    expect(november.report.days).toHaveLength(27);
    // Part of a month is not compared with a whole one.
    expect(trendSentence(november.report)).toBe('El mes aún no termina; en todo octubre fueron 20 visitas.');
    for (const asked of ['2026-08', '2026-12', 'octubre', '2026-13']) {
      expect((await getOwnMonthlyReport(actor, asked, NOV_27))!.report.month).toBe('2026-10');
    }
  });

  it('says plainly that a month had no visits, without zeros dressed up as a trend', async () => {
    const { siteId, actor } = await siteLiveSince('Bodega Doña Carmen', new Date('2026-09-10T15:00:00Z'));
    await getDb()
      .insert(siteDailyCounts)
      .values(count(siteId, '2026-09-12', 'view', 8));
    const { report } = (await getOwnMonthlyReport(actor, '2026-10', NOV_27))!;
    expect(report).toMatchObject({ views: 0, previousViews: 8, hasData: false, topPages: [], whatsappClicks: 0, phoneClicks: 0, leads: 0 });
    expect(visitsSentence(report)).toBe('Tu web no tuvo visitas registradas en octubre.');
    expect(trendSentence(report)).toBeNull();
  });

  it("shows the Growth plan's article published and the changes done that month, and nothing of it on other plans", async () => {
    const growth = await siteLiveSince('Andes Tours', new Date('2026-09-01T15:00:00Z'), 'growth');
    const basic = await siteLiveSince('Hostal Sol', new Date('2026-09-01T15:00:00Z'), 'basic');
    const article = (month: string, slug: string, publishedAt: string | null) => ({
      siteId: growth.siteId,
      month,
      slug,
      title: `Artículo ${slug}`,
      excerpt: 'Resumen',
      content: '<p>Texto</p>',
      status: publishedAt ? ('published' as const) : ('pending_review' as const),
      publishedAt: publishedAt ? new Date(publishedAt) : null,
    });
    await getDb()
      .insert(siteArticles)
      .values([
        article('2026-10', 'tours-en-cusco', '2026-10-12T10:00:00-05:00'),
        article('2026-09', 'machu-picchu', '2026-09-20T10:00:00-05:00'),
        article('2026-11', 'valle-sagrado', null),
      ]);
    const change = (status: 'pendiente' | 'hecho', doneAt: string | null) => ({
      siteId: growth.siteId,
      sectionKey: 'inicio#hero',
      sectionLabel: 'Inicio · Portada',
      message: 'Cambiar la foto',
      status,
      doneAt: doneAt ? new Date(doneAt) : null,
    });
    await getDb()
      .insert(siteRevisionRequests)
      .values([
        change('hecho', '2026-10-03T09:00:00-05:00'),
        change('hecho', '2026-10-31T22:00:00-05:00'),
        change('hecho', '2026-09-29T09:00:00-05:00'),
        change('pendiente', null),
      ]);

    const { report } = (await getOwnMonthlyReport(growth.actor, '2026-10', NOV_27))!;
    expect(report.growth).toEqual({
      articles: [
        { title: 'Artículo tours-en-cusco', url: expect.stringMatching(new RegExp(`^http://${growth.label}\\.localhost(:\\d+)?/blog/tours-en-cusco$`)) },
      ],
      changesDone: 2,
      seo: { done: [], checked: false, open: 0 },
    });
    expect(growthSentences(report)).toEqual(['Publicamos en tu blog: «Artículo tours-en-cusco».', 'Completamos 2 cambios que pediste en tu web.']);
    const november = (await getOwnMonthlyReport(growth.actor, '2026-11', NOV_27))!.report;
    expect(growthSentences(november)).toEqual(['El artículo de noviembre aún no se publica.', 'No hubo cambios pedidos por ti que completar.']);
    expect((await getOwnMonthlyReport(basic.actor, '2026-10', NOV_27))!.report.growth).toBeNull();
  });
});

describe("the monthly report's e-mail", () => {
  it("goes once to each live site's owner on the month's first day, and never to a site that was not online", async () => {
    const busy = await siteLiveSince('Pollería Don Tito', new Date('2026-10-05T15:00:00Z'));
    const quiet = await siteLiveSince('Taller Mecánico Lucho', new Date('2026-10-20T15:00:00Z'));
    const growth = await siteLiveSince('Valle Tours', new Date('2026-09-01T15:00:00Z'), 'growth');
    const suspended = await siteLiveSince('Florería Lirio', new Date('2026-09-01T15:00:00Z'));
    const newcomer = await siteLiveSince('Panadería Nueva', new Date('2026-12-01T06:00:00Z'));
    await setSiteSuspended(suspended.admin, suspended.siteId, true);
    await getDb()
      .insert(siteDailyCounts)
      .values([
        count(busy.siteId, '2026-10-10', 'view', 40),
        count(busy.siteId, '2026-11-02', 'view', 30),
        count(busy.siteId, '2026-11-28', 'view', 20, '/carta'),
        count(busy.siteId, '2026-11-30', 'whatsapp', 5),
        count(growth.siteId, '2026-11-15', 'view', 7),
        count(suspended.siteId, '2026-11-15', 'view', 70),
      ]);

    // Two instances' daily runs at once: each report goes out once between them.
    const runs = await Promise.all([sendMonthlyReports(DEC_1), sendMonthlyReports(DEC_1)]);
    expect(runs.map((r) => r.month)).toEqual(['2026-11', '2026-11']);

    const [mail, ...more] = await mailTo(busy.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Tu reporte de noviembre: 50 visitas');
    expect(mail!.text).toContain(`Hola Dueña de Pollería Don Tito:`);
    expect(mail!.text).toContain('Tu web tuvo 50 visitas en noviembre. 25 % más que en octubre (40 visitas).');
    expect(mail!.text).toContain('Las páginas más vistas: / (30 visitas), /carta (20 visitas).');
    expect(mail!.text).toContain('Te contactaron así: 5 clics en WhatsApp, 0 clics para llamarte y 0 mensajes desde el formulario.');
    expect(mail!.text).toMatch(/Ver mi reporte: http:\/\/[^\s]+\/dashboard\/resultados\/mes\?mes=2026-11/);
    expect(mail!.html).toContain('/dashboard/resultados/mes?mes=2026-11');

    const [quietMail] = await mailTo(quiet.email);
    expect(quietMail!.subject).toBe('Tu reporte de noviembre');
    expect(quietMail!.text).toContain('Tu web no tuvo visitas registradas en noviembre. Tampoco se registraron clics');
    expect(quietMail!.text).not.toMatch(/% (más|menos)/);

    const [growthMail] = await mailTo(growth.email);
    expect(growthMail!.text).toContain('En noviembre no se publicó un artículo en tu blog.');

    // A suspended site, and one first published after November ended, get nothing.
    expect(await mailTo(suspended.email)).toHaveLength(0);
    expect(await mailTo(newcomer.email)).toHaveLength(0);

    // Recorded in the database: a later run that day, the next days' catch-up and the rest of the month send nothing more.
    const recorded = await getDb().select().from(siteMonthlyReports).where(eq(siteMonthlyReports.month, '2026-11'));
    expect(runs[0]!.sent + runs[1]!.sent).toBe(recorded.length);
    const reported = recorded.map((r) => r.siteId);
    expect(reported).toEqual(expect.arrayContaining([busy.siteId, quiet.siteId, growth.siteId]));
    expect(reported).not.toContain(suspended.siteId);
    expect(reported).not.toContain(newcomer.siteId);
    expect(recorded.every((r) => r.emailedAt !== null)).toBe(true);
    expect(await sendMonthlyReports(DEC_1)).toEqual({ month: '2026-11', sent: 0, failed: 0 });
    expect(await sendMonthlyReports(new Date('2026-12-02T13:00:00Z'))).toEqual({ month: '2026-11', sent: 0, failed: 0 });
    expect(await sendMonthlyReports(new Date('2026-12-10T13:00:00Z'))).toEqual({ month: null, sent: 0, failed: 0 });
    expect(await mailTo(busy.email)).toHaveLength(1);
  });

  it('is a task of the daily run, which runs once a Lima day across instances', async () => {
    const site = await siteLiveSince('Librería Letras', new Date('2026-12-20T15:00:00Z'));
    await getDb()
      .insert(siteDailyCounts)
      .values(count(site.siteId, '2027-01-01', 'view', 3));
    const first = await runDailyTasks(new Date('2027-02-01T13:00:00Z'));
    const second = await runDailyTasks(new Date('2027-02-01T18:00:00Z'));
    expect(first.ran).toBe(true);
    expect(first.results['site-monthly-reports']).toMatchObject({ month: '2027-01', failed: 0 });
    expect(second.ran).toBe(false);
    const [mail, ...more] = await mailTo(site.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Tu reporte de enero: 3 visitas');
  });
});
