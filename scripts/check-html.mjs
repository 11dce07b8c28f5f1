// The W3C Nu HTML checker (npm package vnu-jar, which needs Java) over the public pages of a
// running production server: every address of its sitemap, plus the complaints book, the sign-in
// page and a 404. Prints each error with its page, line and the markup around it; exits 1 when
// there is any.
//
//   node scripts/check-html.mjs http://127.0.0.1:3211 [extra paths...]
//
// Without Java: `apt-get install -y default-jre-headless` (Debian/Ubuntu) or any JRE 11+ on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const EXTRA_PATHS = [
  '/libro-de-reclamaciones',
  '/libro-de-reclamaciones/2026-999999',
  '/auth',
  '/trial/success',
  '/trial/cancel',
  '/esta-pagina-no-existe',
  '/blog/articulo-que-no-existe',
];

const [baseArg, ...pathArgs] = process.argv.slice(2);
if (!baseArg) {
  console.error('usage: node scripts/check-html.mjs <base-url> [extra paths...]');
  process.exit(2);
}
const base = baseArg.replace(/\/$/, '');

if (spawnSync('java', ['-version']).error) {
  console.error('Java was not found on PATH: the HTML checker (vnu.jar) runs on Java 11 or newer.');
  console.error('Install it, e.g. `apt-get install -y default-jre-headless`, and run this again.');
  process.exit(2);
}
const jar = String(createRequire(import.meta.url)('vnu-jar'));

/** Every <loc> of the sitemap, following a sitemap index, moved onto `base` (they name APP_URL). */
async function sitemapPaths() {
  const locs = async (url) => [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const top = await locs(`${base}/sitemap.xml`);
  const nested = await Promise.all(top.filter((p) => p.endsWith('.xml')).map((p) => locs(`${base}${p}`)));
  return [...top.filter((p) => !p.endsWith('.xml')), ...nested.flat()];
}

const paths = [...new Set([...(await sitemapPaths()), ...EXTRA_PATHS, ...pathArgs])];
console.log(`Checking ${paths.length} pages of ${base} with the Nu HTML checker...`);

// The checker refuses to fetch from local addresses ("Forbidden host"), so each page is fetched
// here and handed to it as a file.
const folder = mkdtempSync(path.join(tmpdir(), 'vitrina-html-'));
const pageOfFile = new Map();
await Promise.all(
  paths.map(async (pagePath, i) => {
    const file = path.join(folder, `${i}.html`);
    writeFileSync(file, await (await fetch(`${base}${pagePath}`)).text());
    pageOfFile.set(`${i}.html`, pagePath);
  }),
);
const checker = spawn('java', ['-jar', jar, '--format', 'json', '--errors-only', ...[...pageOfFile.keys()].map((f) => path.join(folder, f))]);
let output = '';
checker.stderr.on('data', (chunk) => (output += chunk));
checker.stdout.on('data', (chunk) => (output += chunk));
await new Promise((resolve) => checker.on('close', resolve));
rmSync(folder, { recursive: true, force: true });

let messages;
try {
  messages = JSON.parse(output).messages;
} catch {
  console.error(`The checker did not answer JSON:\n${output}`);
  process.exit(2);
}
// Errors, and any page the checker could not read at all.
const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
const byPage = new Map();
for (const error of errors) {
  const page = pageOfFile.get(path.basename(new URL(error.url).pathname)) ?? error.url;
  byPage.set(page, [...(byPage.get(page) ?? []), error]);
}
for (const [page, pageErrors] of byPage) {
  console.log(`\n${page}: ${pageErrors.length} error${pageErrors.length === 1 ? '' : 's'}`);
  for (const error of pageErrors) {
    console.log(`  line ${error.lastLine ?? '?'}: ${error.message}`);
    if (error.extract) console.log(`      ${error.extract.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
}
console.log(`\n${errors.length} error${errors.length === 1 ? '' : 's'} on ${byPage.size} of ${paths.length} pages.`);
process.exit(errors.length > 0 ? 1 : 0);
