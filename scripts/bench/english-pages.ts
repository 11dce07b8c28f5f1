/**
 * A bilingual site (issue 27, item 5's budget): seeds one live site into a fresh embedded database
 * with its English turned on and every text translated, starts the production build, and runs
 * scripts/bench/js-size.mjs (target: 0 KB of client JavaScript) and scripts/bench/lighthouse.mjs
 * (mobile preset; target: 100 in all four categories) on its pages in both languages.
 *
 *   E2E_PORT=… npx tsx scripts/e2e-build.ts   (or any production build)
 *   npx tsx --conditions=react-server scripts/bench/english-pages.ts [--port 3266] [--runs 1] [--calibrate] [--no-lighthouse]
 */
import { runBrowserChecks } from './browser-checks';
import { numberOption, startProductionServer } from './production-server';
import { removeBenchData, seedLiveSites } from './seed-sites';

const PORT = numberOption('port', 3266);
const RUNS = numberOption('runs', 1);
Object.assign(process.env, { APP_URL: `http://localhost:${PORT}` });

const [label] = await seedLiveSites(1);
const { eq } = await import('drizzle-orm');
const { getDb, closeDb } = await import('../../lib/db/client');
const { sites, siteVersions } = await import('../../db/schema');
const { siteDocumentSchema } = await import('../../lib/sites/document/document');
const { translatableTexts } = await import('../../lib/sites/document/english');

const [site] = await getDb().select().from(sites).where(eq(sites.label, label!));
const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.id, site!.publishedVersionId!));
const spanish = siteDocumentSchema.parse(version!.document);
// English of about the Spanish's length, as a translation is: what the pages' layout has to hold.
const texts = translatableTexts(spanish).map((es) => ({ es, en: `In English, ${es.toLowerCase()}`.slice(0, Math.max(es.length + 12, 20)) }));
const document = siteDocumentSchema.parse({ ...spanish, english: { enabled: true, texts } });
await getDb().update(siteVersions).set({ document }).where(eq(siteVersions.id, version!.id));
console.log(`site ${label}: ${document.pages.length} pages, ${texts.length} texts in English`);
await closeDb();

const base = `http://127.0.0.1:${PORT}`;
const server = await startProductionServer(PORT, {});
let failed = false;
try {
  const pages = document.pages
    .flatMap((page) => [`/${page.slug}`, `/en${page.slug ? `/${page.slug}` : ''}`])
    .map((p) => `http://${label}.localhost:${PORT}${p}`);
  if (!runBrowserChecks(base, pages, RUNS)) failed = true;
} finally {
  await server.stop();
}
await removeBenchData();
process.exit(failed ? 1 : 0);
