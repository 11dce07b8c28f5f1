/**
 * Orders by WhatsApp (issue 27): how fast a site's order form answers with its redirect to the
 * business's WhatsApp. Seeds one live restaurant site whose menu takes orders (the rubro's
 * template, with prices), starts the production build, and sends `--orders` orders one after the
 * other the way a browser without JavaScript does (POST /pedido on the site's host, each from an
 * address of its own so the per-address allowance lets them through), timing each until its
 * 303 arrives. Every answer must be the redirect to wa.me; the stored orders are counted after.
 * Target: median under 50 ms.
 *
 *   npx tsx scripts/e2e-build.ts   (a production build with the end-to-end suite's values)
 *   npx tsx --conditions=react-server scripts/bench/site-order.ts [--orders 300] [--port 3271]
 *
 * On the embedded database by default; BENCH_DATABASE_URL=postgres://.../<empty database> runs it
 * on PostgreSQL, as production does. Exits 1 when the target is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_COMPANY } from '../../tests/e2e/env';
import { numberOption, startProductionServer } from './production-server';

const ORDERS = numberOption('orders', 300);
const PORT = numberOption('port', 3271);
const TARGET_MS = 50;
const LABEL = 'polleria-bench';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-order-bench-'));
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
Object.assign(process.env, { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: `http://localhost:${PORT}` });
if (DATABASE_URL) process.env.DATABASE_URL = DATABASE_URL;
else delete process.env.DATABASE_URL;
delete process.env.SITES_DOMAIN;

/** The site, its menu taking orders, published. */
async function seed(): Promise<void> {
  const { runMigrations } = await import('../../lib/db/migrate');
  const { getDb, closeDb } = await import('../../lib/db/client');
  const schema = await import('../../db/schema');
  const { templateDocument } = await import('../../lib/sites/document/template');
  await runMigrations();
  const [submission] = await getDb()
    .insert(schema.trialSubmissions)
    .values({ businessName: 'Pollería Bench', email: 'polleria@correo.pe', industry: 'restaurant', businessType: 'restaurant', phone: '987 654 321' })
    .returning();
  const document = templateDocument({ ...submission!, location: 'Trujillo' } as Parameters<typeof templateDocument>[0]);
  document.business.whatsapp = '51987654321';
  for (const page of document.pages) {
    for (const section of page.sections) {
      if (section.type !== 'menu') continue;
      section.takesOrders = true;
      section.categories.forEach((category) => category.items.forEach((item, i) => (item.priceCents = 1500 + 250 * i)));
    }
  }
  const [site] = await getDb().insert(schema.sites).values({ submissionId: submission!.id, label: LABEL, status: 'live', publishedAt: new Date() }).returning();
  const [version] = await getDb().insert(schema.siteVersions).values({ siteId: site!.id, number: 1, document, source: 'template' }).returning();
  await getDb()
    .update(schema.sites)
    .set({ publishedVersionId: version!.id })
    .where((await import('drizzle-orm')).eq(schema.sites.id, site!.id));
  await closeDb();
}

async function storedOrders(): Promise<number> {
  const { getDb, closeDb } = await import('../../lib/db/client');
  const { sql } = await import('drizzle-orm');
  const { rows } = await getDb().execute(sql`select count(*)::int as n from site_leads where kind = 'order'`);
  await closeDb();
  return Number((rows[0] as { n: number }).n);
}

let failed = false;
try {
  await seed();
  const server = await startProductionServer(PORT, {
    PGLITE_DATA_DIR: dataDir,
    DATABASE_URL,
    APP_URL: `http://localhost:${PORT}`,
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    ...TEST_COMPANY,
    // The orders come through one proxy hop, each from an address of its own.
    TRUSTED_PROXY_COUNT: '1',
  });
  const times: number[] = [];
  let redirects = 0;
  try {
    // node:http, not fetch: fetch does not send a Host header of our choosing, and the site is found by its host.
    const post = (body: string, forwardedFor: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        const request = http.request(
          `${server.base}/pedido`,
          {
            method: 'POST',
            headers: {
              host: `${LABEL}.localhost:${PORT}`,
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': Buffer.byteLength(body),
              'x-forwarded-for': forwardedFor,
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    const send = async (i: number) => {
      const body = new URLSearchParams({
        section: 'carta',
        'q-0-0': String(1 + (i % 3)),
        'q-0-1': '1',
        delivery: i % 2 ? 'recojo' : 'delivery',
        name: `Cliente ${i}`,
        note: 'Sin ají',
        page: '/carta',
      }).toString();
      const started = performance.now();
      const answer = await post(body, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      const ms = performance.now() - started;
      if (answer.status === 303 && answer.location?.startsWith('https://wa.me/51987654321?text=')) redirects += 1;
      else if (i === 100_000) console.log(`unexpected answer: ${answer.status} ${answer.location ?? ''}`);
      return ms;
    };
    // Warm-up: the route's first compile and the site's first lookup are not an order's time.
    for (let i = 0; i < 10; i += 1) await send(100_000 + i);
    for (let i = 0; i < ORDERS; i += 1) times.push(await send(i));
  } finally {
    await server.stop();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const stored = await storedOrders();
  console.log(`database: ${DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  console.log(
    `${ORDERS} orders, one at a time: median ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms · max ${times.at(-1)!.toFixed(1)} ms  (target: median < ${TARGET_MS} ms)`,
  );
  console.log(`redirects to wa.me: ${redirects}/${ORDERS + 10} (with the warm-up), orders stored: ${stored}`);
  if (at(0.5) >= TARGET_MS || redirects !== ORDERS + 10 || stored !== ORDERS + 10) failed = true;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.log('target missed');
  process.exitCode = 1;
}
