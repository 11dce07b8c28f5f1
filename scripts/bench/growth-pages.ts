/**
 * A Plan Crecimiento site at its full 20 pages (issue 26's budget): seeds one live site into a
 * fresh embedded database with 15 pages of its own beside the template's five and 40 photos (two
 * per page, stored and re-encoded as uploads are), then
 *
 * starts the production build, and
 * 1. times the static export of it over HTTP, signed in as the team ('Descargar mi sitio',
 *    GET /api/sites/export?site=…, as the panel downloads it): target under 5 s;
 * 2. runs scripts/bench/js-size.mjs on all 20 pages (target: 0 KB of client JavaScript) and
 *    scripts/bench/lighthouse.mjs (mobile preset) on them (target: 100 in all four categories),
 *    the 'Más páginas' list of a 20-page header included.
 *
 *   E2E_PORT=… npx tsx scripts/e2e-build.ts   (or any production build)
 *   npx tsx --conditions=react-server scripts/bench/growth-pages.ts [--port 3264] [--runs 1] [--exports 5] [--calibrate] [--no-lighthouse] [--pages carta,contacto]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runBrowserChecks } from './browser-checks';
import { numberOption, startProductionServer } from './production-server';
import { removeBenchData, seedLiveSites } from './seed-sites';

const PORT = numberOption('port', 3264);
const RUNS = numberOption('runs', 1);
const EXPORTS = numberOption('exports', 5);
const OWN_PAGES = 15;
/** --pages carta,contacto: the browser checks on those slugs only ('/' for the home page). */
const pagesArg = process.argv.indexOf('--pages');
const ONLY = pagesArg > 0 ? process.argv[pagesArg + 1]!.split(',') : null;
const uploads = mkdtempSync(path.join(tmpdir(), 'vitrina-growth-bench-uploads-'));
Object.assign(process.env, { APP_URL: `http://localhost:${PORT}`, UPLOADS_DIR: uploads });

const [label] = await seedLiveSites(1);
const { eq } = await import('drizzle-orm');
const { getDb, closeDb } = await import('../../lib/db/client');
const { sites, siteVersions } = await import('../../db/schema');
const { getStorage } = await import('../../lib/storage/storage');
const { normalizeImage } = await import('../../lib/storage/normalize-image');
const { putImageWithVariants } = await import('../../lib/storage/image-variants');
const { siteDocumentSchema } = await import('../../lib/sites/document/document');
const { createOrPromoteAdmin } = await import('../../lib/auth/create-admin');
const ADMIN = { email: 'growth-bench@vitrina.test', password: 'growth-bench-clave-123' };
await createOrPromoteAdmin({ ...ADMIN, name: 'Bench Admin' });

/**
 * A phone photo's worth of picture: 1600×1200 with grain (noise compresses about as badly as a
 * real photo, so the files weigh what customers' photos weigh), re-encoded and stored as an upload is.
 */
async function storedPhoto(n: number): Promise<string> {
  const grain = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 60 + n * 4, sigma: 40 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return (await putImageWithVariants(getStorage(), 'sites', `growth-bench-${n}`, await normalizeImage(grain))).url;
}

const [site] = await getDb().select().from(sites).where(eq(sites.label, label!));
const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.id, site!.publishedVersionId!));
const template = siteDocumentSchema.parse(version!.document);
const photos = await Promise.all(Array.from({ length: 40 }, (_, n) => storedPhoto(n)));
const photoSection = (page: number) => ({
  type: 'services' as const,
  id: `fotos-${page}`,
  heading: 'Nuestro trabajo',
  items: [0, 1].map((k) => ({
    name: `Trabajo ${page * 2 + k + 1}`,
    description: 'Hecho a medida, con materiales de la zona.',
    priceCents: null,
    imageUrl: photos[page * 2 + k]!,
  })),
});
const ownPages = Array.from({ length: OWN_PAGES }, (_, i) => ({
  slug: `servicio-${i + 1}`,
  title: `Servicio ${i + 1}`,
  sections: [
    {
      type: 'about' as const,
      id: `sobre-${i + 1}`,
      heading: `Cómo trabajamos el servicio ${i + 1}`,
      body: 'Te explicamos cada paso y el precio antes de empezar.',
    },
  ],
}));
const document = siteDocumentSchema.parse({
  ...template,
  pages: [...template.pages, ...ownPages].map((page, i) => ({ ...page, sections: [...page.sections, photoSection(i)] })),
});
await getDb().update(siteVersions).set({ document }).where(eq(siteVersions.id, version!.id));
console.log(`site ${label}: ${document.pages.length} pages, ${photos.length} photos`);

await closeDb();

const base = `http://127.0.0.1:${PORT}`;
const server = await startProductionServer(PORT, { UPLOADS_DIR: uploads });
let failed = false;
try {
  // 1. The export, as the team's panel downloads it.
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: process.env.APP_URL! },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const times: number[] = [];
  let zipBytes = 0;
  for (let run = 0; run <= EXPORTS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/sites/export?site=${site!.id}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`export failed: ${response.status} ${await response.text()}`);
    zipBytes = (await response.arrayBuffer()).byteLength;
    // The first run warms the route up; the figures are the runs after it.
    if (run > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `export of ${document.pages.length} pages and ${photos.length} photos: median ${(median / 1000).toFixed(2)} s, slowest ${(times.at(-1)! / 1000).toFixed(2)} s over ${EXPORTS} runs, zip ${(zipBytes / 1024 / 1024).toFixed(1)} MB (target: under 5 s)`,
  );
  failed = median >= 5000;

  // 2. The pages in a browser.
  const pages = document.pages
    .filter((page) => ONLY === null || ONLY.includes(page.slug || '/'))
    .map((page) => `http://${label}.localhost:${PORT}/${page.slug}`);
  if (!runBrowserChecks(base, pages, RUNS)) failed = true;
} finally {
  await server.stop();
}
await removeBenchData();
rmSync(uploads, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
