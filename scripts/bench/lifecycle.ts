/**
 * Seeds 10,000 customers, each with a live site and a subscription in one of the lifecycle's
 * states (paying, trial, just cancelled, unpaid, in grace, at the end of grace in and after the
 * first year, removed 90 days ago), into a fresh embedded database, then runs the daily site
 * lifecycle job twice on the same day and prints both run times and what each changed.
 *
 *   npx tsx --conditions=react-server scripts/bench/lifecycle.ts [--customers 10000]
 *
 * Target (issue 14): the run over 10,000 subscriptions under 10 s, and the second run changes
 * nothing. E-mails go to a temporary folder (the disk transport), as in development.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { numberOption } from './production-server';

const CUSTOMERS = numberOption('customers', 10_000);
const TARGET_MS = 10_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-lifecycle-bench-'));
const mailDir = path.join(dataDir, 'mail');
Object.assign(process.env, { PGLITE_DATA_DIR: path.join(dataDir, 'db'), MAIL_DIR: mailDir, LOG_LEVEL: 'warn' });
delete process.env.DATABASE_URL;

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2027-03-01T13:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

type Mix = { name: string; share: number; site?: { lapsedAt?: Date; status?: 'live' | 'removed'; removedAt?: Date }; subscription: Record<string, unknown> };
/** Shares of the 10,000: mostly paying customers, as in life, and every transition represented. */
const MIX: Mix[] = [
  { name: 'paying', share: 0.4, subscription: { status: 'active', firstActivatedAt: ago(200), currentPeriodEnd: ago(-20) } },
  { name: 'trial', share: 0.1, subscription: { status: 'trial', trialEndDate: ago(-5) } },
  { name: 'cancelled, period ended', share: 0.1, subscription: { status: 'canceled', firstActivatedAt: ago(100), currentPeriodEnd: ago(3) } },
  { name: 'unpaid', share: 0.1, subscription: { status: 'past_due', firstActivatedAt: ago(500), currentPeriodEnd: ago(-25) } },
  {
    name: 'grace, a week left',
    share: 0.1,
    site: { lapsedAt: ago(53) },
    subscription: { status: 'canceled', firstActivatedAt: ago(500), currentPeriodEnd: ago(53) },
  },
  {
    name: 'grace over, first year',
    share: 0.1,
    site: { lapsedAt: ago(60) },
    subscription: { status: 'canceled', firstActivatedAt: ago(150), currentPeriodEnd: ago(60) },
  },
  {
    name: 'grace over, after a year',
    share: 0.05,
    site: { lapsedAt: ago(61) },
    subscription: { status: 'past_due', firstActivatedAt: ago(700), currentPeriodEnd: ago(61) },
  },
  {
    name: 'removed 90 days ago',
    share: 0.05,
    site: { status: 'removed', removedAt: ago(90), lapsedAt: ago(150) },
    subscription: { status: 'canceled', firstActivatedAt: ago(300), currentPeriodEnd: ago(150) },
  },
];

async function main(): Promise<void> {
  const { runMigrations } = await import('../../lib/db/migrate');
  const { getDb, closeDb } = await import('../../lib/db/client');
  const { sql } = await import('drizzle-orm');
  const schema = await import('../../db/schema');
  const { runSiteLifecycle } = await import('@/lib/sites/lifecycle/run-site-lifecycle');
  await runMigrations();
  const db = getDb();

  const started = performance.now();
  const kindOf = (i: number) => {
    let edge = 0;
    for (const mix of MIX) if (i < CUSTOMERS * (edge += mix.share)) return mix;
    return MIX[0]!;
  };
  const BATCH = 500;
  for (let from = 0; from < CUSTOMERS; from += BATCH) {
    const n = Array.from({ length: Math.min(BATCH, CUSTOMERS - from) }, (_, j) => from + j);
    await db.insert(schema.user).values(n.map((i) => ({ id: `bench-${i}`, name: `Cliente ${i}`, email: `cliente${i}@correo.pe` })));
    await db.insert(schema.subscriptions).values(n.map((i) => ({ userId: `bench-${i}`, planType: 'basic', ...kindOf(i).subscription })));
    const submissions = await db
      .insert(schema.trialSubmissions)
      .values(
        n.map((i) => ({
          userId: `bench-${i}`,
          businessName: `Negocio ${i}`,
          email: `cliente${i}@correo.pe`,
          publishedUrl: `http://negocio-${i}.localhost:3000/`,
        })),
      )
      .returning({ id: schema.trialSubmissions.id });
    const created = await db
      .insert(schema.sites)
      .values(
        submissions.map((s, j) => ({ submissionId: s.id, label: `negocio-${n[j]}`, status: 'live' as const, publishedAt: ago(400), ...kindOf(n[j]!).site })),
      )
      .returning({ id: schema.sites.id });
    await db.insert(schema.siteVersions).values(created.map((site) => ({ siteId: site.id, number: 1, document: { seeded: true }, source: 'template' })));
  }
  await db.execute(sql`update sites set published_version_id = v.id from site_versions v where v.site_id = sites.id and sites.status = 'live'`);
  console.log(`seeded ${CUSTOMERS.toLocaleString('en')} customers with sites in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const mix of MIX) console.log(`  ${mix.name.padEnd(26)} ${Math.round(mix.share * CUSTOMERS)}`);

  const time = async () => {
    const t = performance.now();
    const result = await runSiteLifecycle(NOW);
    return { ms: performance.now() - t, result };
  };
  const first = await time();
  const second = await time();
  const changes = (r: Record<string, number>) =>
    Object.entries(r)
      .filter(([k]) => k !== 'emailed')
      .reduce((sum, [, v]) => sum + v, 0);
  console.log(`first run:  ${(first.ms / 1000).toFixed(2)} s, ${changes(first.result)} transitions, ${first.result.emailed} e-mails`, first.result);
  console.log(`second run: ${(second.ms / 1000).toFixed(2)} s, ${changes(second.result)} transitions`);
  console.log(`e-mails written: ${readdirSync(mailDir).length}`);
  const ok = first.ms < TARGET_MS && second.ms < TARGET_MS && changes(second.result) === 0;
  console.log(ok ? `OK: both runs under ${TARGET_MS / 1000} s and the second changed nothing` : 'MISSED the target');
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
  if (!ok) process.exitCode = 1;
}

void main();
