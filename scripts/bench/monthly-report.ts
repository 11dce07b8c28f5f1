/**
 * 'Tu reporte del mes' (issue 26): the database work of the monthly job for 10,000 live sites.
 * Seeds the sites (seed-sites.ts), each with an owner and a plan (one in five Growth), two Lima
 * months of daily counters (views of several pages every day, WhatsApp and phone clicks), a few
 * visitors' messages, and for Growth sites the month's article and change requests done; then
 * claims and reads every site's report of the month just ended the way the job does
 * (claimMonthlyReports in lib/sites/traffic/monthly-report-job.ts), without sending the e-mails,
 * and prints how long that took. Target: under 2 minutes.
 *
 *   npx tsx --conditions=react-server scripts/bench/monthly-report.ts [--sites 10000] [--pages 5]
 *
 * On the embedded database by default; with DATABASE_URL, on a fresh database of that
 * PostgreSQL server, as production runs. Exits 1 when the target is missed.
 */
import { benchDatabase, removeBenchData, seedLiveSites } from './seed-sites';
import { numberOption } from './production-server';

const SITES = numberOption('sites', 10_000);
const PAGES = numberOption('pages', 5);
const TARGET_MS = 120_000;
/** 08:00 on 1 December 2026 in Lima: November is reported, October is the month it is compared with. */
const NOW = new Date('2026-12-01T13:00:00Z');

let failed = false;
try {
  console.log(`monthly reports of ${SITES.toLocaleString('en')} live sites on the ${benchDatabase}`);
  await seedLiveSites(SITES);
  const { getDb, closeDb } = await import('../../lib/db/client');
  const { sql } = await import('drizzle-orm');
  const { claimMonthlyReports } = await import('../../lib/sites/traffic/monthly-report-job');

  const started = performance.now();
  const db = getDb();
  // An owner per site, a plan per owner (every fifth Growth), first published before October.
  await db.execute(sql`insert into "user" (id, name, email) select 'owner-' || s.label, 'Dueño ' || s.label, s.label || '@correo.pe' from sites s`);
  await db.execute(sql`update trial_submissions t set user_id = 'owner-' || s.label from sites s where s.submission_id = t.id`);
  await db.execute(sql`update sites set user_id = 'owner-' || label, first_published_at = '2026-09-15T15:00:00Z'`);
  await db.execute(sql`
    insert into subscriptions (user_id, status, plan_type)
    select 'owner-' || label, 'active', case when split_part(label, '-', 2)::int % 5 = 0 then 'growth' else 'basic' end from sites`);
  // October and November, every day: views of each page, clicks on some days.
  await db.execute(sql`
    insert into site_daily_counts (site_id, day, kind, path, count)
    select s.id, d::date, 'view', case when p = 1 then '/' else '/pagina-' || p end, 1 + ((extract(day from d)::int * 7 + p * 3) % 40)
    from sites s, generate_series('2026-10-01'::date, '2026-11-30'::date, interval '1 day') d, generate_series(1, ${PAGES}) p`);
  await db.execute(sql`
    insert into site_daily_counts (site_id, day, kind, path, count)
    select s.id, d::date, k::site_count_kind, '', 1 + extract(day from d)::int % 4
    from sites s, generate_series('2026-10-01'::date, '2026-11-30'::date, interval '3 days') d, unnest(array['whatsapp', 'phone']) k`);
  await db.execute(sql`
    insert into site_leads (site_id, name, message, page, created_at)
    select s.id, 'Visitante ' || i, 'Hola, quisiera información.', '/', '2026-11-01T15:00:00Z'::timestamptz + i * interval '9 days'
    from sites s, generate_series(0, 2) i`);
  await db.execute(sql`
    insert into site_articles (site_id, month, slug, title, excerpt, content, status, published_at)
    select s.id, '2026-11', 'articulo-de-noviembre', 'Artículo de noviembre', 'Resumen', '<p>Texto</p>', 'published', '2026-11-12T15:00:00Z'
    from sites s join subscriptions b on b.user_id = s.user_id where b.plan_type = 'growth'`);
  await db.execute(sql`
    insert into site_revision_requests (site_id, section_key, section_label, message, status, done_at)
    select s.id, 'inicio#hero', 'Inicio · Portada', 'Cambiar la foto', 'hecho', '2026-11-05T15:00:00Z'::timestamptz + i * interval '7 days'
    from sites s join subscriptions b on b.user_id = s.user_id, generate_series(0, 1) i where b.plan_type = 'growth'`);
  await db.execute(sql`analyze`);
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from site_daily_counts`)).rows as [{ n: number }];
  console.log(
    `seeded owners, plans, ${n.toLocaleString('en')} counter rows, messages and Growth work in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The job's database work: each batch's due sites, their claim rows, their reports. Only the
  // time spent waiting for the next batch counts; nothing is e-mailed.
  let reports = 0;
  let views = 0;
  let waited = 0;
  const batches = claimMonthlyReports('2026-11', NOW);
  for (let t = performance.now(); ; t = performance.now()) {
    const next = await batches.next();
    waited += performance.now() - t;
    if (next.done) break;
    reports += next.value.length;
    views += next.value.reduce((sum, r) => sum + r.report.views, 0);
  }
  console.log(
    `monthly reports built: ${reports.toLocaleString('en')} in ${(waited / 1000).toFixed(1)} s of database time (${views.toLocaleString('en')} views in all)  (target < ${TARGET_MS / 1000} s)`,
  );
  if (reports !== SITES || waited >= TARGET_MS) failed = true;
  await closeDb();
} finally {
  await removeBenchData();
}
process.exit(failed ? 1 : 0);
