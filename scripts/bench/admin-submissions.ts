/**
 * Seeds 10,000 trial submissions (each with its customer and subscription) into a fresh embedded
 * database, then times the admin's Client Submissions tab:
 *
 * 1. the list query alone (listSubmissionsForAdmin), in this process;
 * 2. the whole page over HTTP against the production build (`npm start`), signed in as an admin:
 *    proxy, session and role checks, queries and the server render, as the browser receives it.
 *
 *   npx next build   (or NEXT_DIST_DIR=.next-x npx next build)
 *   npx tsx --conditions=react-server scripts/bench/admin-submissions.ts [--rows 10000] [--runs 40] [--port 3241]
 *
 * Target (issue 6): under 150 ms at the median for the page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { numberOption, startProductionServer } from './production-server';

const ROWS = numberOption('rows', 10_000);
const RUNS = numberOption('runs', 40);
const PORT = numberOption('port', 3241);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET_MS = 150;
const ADMIN = { email: 'bench-admin@vitrina.test', password: 'bench-admin-clave-123' };
const SECRET = 'admin-bench-secret-admin-bench-secret-1234';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-admin-bench-'));
Object.assign(process.env, { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', BETTER_AUTH_SECRET: SECRET, APP_URL: BASE });
delete process.env.DATABASE_URL;

/** Query strings of the tab: first page, a deep page, searches and a status filter. */
const SCENARIOS = [
  ['first page', ''],
  ['page 250', '?page=250'],
  ['search name', '?q=panader%C3%ADa+27'],
  ['search e-mail', '?q=cliente4321%40'],
  ['status filter', '?status=in_progress&page=10'],
  ['search + status', '?q=restaurante&status=completed'],
] as const;

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
};

const KINDS = ['Restaurante', 'Panadería', 'Hostal', 'Ferretería', 'Boutique', 'Taller', 'Spa', 'Agencia de viajes'];
const STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;

async function seedAndTimeQueries(): Promise<void> {
  const { runMigrations } = await import('../../lib/db/migrate');
  const { getDb, closeDb } = await import('../../lib/db/client');
  const { subscriptions, trialSubmissions, user } = await import('../../db/schema');
  const { createOrPromoteAdmin } = await import('../../lib/auth/create-admin');
  const { listSubmissionsForAdmin } = await import('@/lib/admin/submissions-list');
  const { submissionListQuerySchema } = await import('../../lib/submissions/schemas');
  await runMigrations();
  const { userId } = await createOrPromoteAdmin({ ...ADMIN, name: 'Bench Admin' });

  const started = performance.now();
  const now = Date.now();
  const BATCH = 1_000;
  for (let from = 0; from < ROWS; from += BATCH) {
    const n = Array.from({ length: Math.min(BATCH, ROWS - from) }, (_, j) => from + j);
    // Customers are written directly: signing up 10,000 accounts would time password hashing.
    await getDb()
      .insert(user)
      .values(n.map((i) => ({ id: `bench-user-${i}`, name: `Cliente ${i}`, email: `cliente${i}@correo.pe`, phone: '+51 900 000 000' })));
    await getDb()
      .insert(trialSubmissions)
      .values(
        n.map((i) => ({
          userId: `bench-user-${i}`,
          businessName: `${KINDS[i % KINDS.length]} ${i}`,
          businessType: 'restaurant',
          industry: 'restaurant',
          email: `cliente${i}@correo.pe`,
          phone: '+51 900 000 000',
          mainGoal: 'no_site_build_new',
          copyTone: 'friendly',
          targetAudience: 'friendly',
          preferredStyle: 'friendly',
          colorPreferences: 'Rojo y blanco',
          seoKeywords: 'negocio en Lima, delivery',
          targetLocation: 'Lima, Perú',
          additionalInfo: 'Queremos vender por WhatsApp.',
          generatedPrompt: i % 3 === 0 ? 'x'.repeat(6_000) : null,
          status: STATUSES[i % STATUSES.length],
          createdAt: new Date(now - i * 60_000),
        })),
      );
    await getDb()
      .insert(subscriptions)
      .values(
        n.map((i) => ({
          userId: `bench-user-${i}`,
          status: i % 5 === 0 ? ('active' as const) : ('trial' as const),
          trialEndDate: new Date(now + 3 * 86_400_000),
        })),
      );
  }
  console.log(`seeded ${ROWS.toLocaleString('en')} submissions with customers and subscriptions in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const actor = { userId, role: 'admin' as const, email: ADMIN.email, name: 'Bench Admin', twoFactorEnabled: false };
  console.log(`\nlist query in process (${RUNS} runs each)`);
  for (const [name, search] of SCENARIOS) {
    const query = submissionListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
    await listSubmissionsForAdmin(actor, query);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await listSubmissionsForAdmin(actor, query);
      samples.push(performance.now() - t);
    }
    const { median, p95 } = stats(samples);
    console.log(`  ${name.padEnd(18)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
  }
  await closeDb();
}

async function adminCookie(): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

await seedAndTimeQueries();
const server = await startProductionServer(PORT, {});

let failed = false;
try {
  const cookie = await adminCookie();
  console.log(`\nGET /admin over HTTP, signed in as an admin (${RUNS} runs each, one at a time)`);
  const all: number[] = [];
  for (const [name, search] of SCENARIOS) {
    const url = `${BASE}/admin${search}`;
    for (let i = 0; i < 3; i += 1) await (await fetch(url, { headers: { cookie } })).text();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
      const html = await response.text();
      samples.push(performance.now() - t);
      if (response.status !== 200 || !html.includes('Admin Dashboard')) throw new Error(`${name}: HTTP ${response.status}`);
    }
    all.push(...samples);
    const { median, p95 } = stats(samples);
    console.log(`  ${name.padEnd(18)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
  }
  const { median, p95 } = stats(all);
  failed = median >= TARGET_MS;
  console.log(`  ${'all'.padEnd(18)} median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
  console.log(
    failed ? `\nMedian ${median.toFixed(0)} ms: over the ${TARGET_MS} ms target.` : `\nMedian ${median.toFixed(0)} ms: under the ${TARGET_MS} ms target.`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
