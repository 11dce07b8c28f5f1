// How much JavaScript a page makes the browser download, gzip-compressed, split into the
// framework runtime (what an empty App Router page already loads) and our own client code
// (everything else the page's <script> tags load, including the libraries we chose).
//
//   node scripts/bench/js-size.mjs http://127.0.0.1:3211 [--dist .next-a] [--budget 60] [--trial-budget 120] [/ /about /contact]
//
// A path may also be a whole address, such as a customer's site page
// (http://{label}.localhost:3211/contacto, which must load no script at all): *.localhost names
// are sent to 127.0.0.1 with their Host header, as browsers do.
//
// A chunk counts as framework when it is one of Next's root chunks (build-manifest.json
// rootMainFiles) or when every client module that needs it is Next's own (layout router, page
// roots, boundaries), per the build's client reference manifests. Point --dist (or
// NEXT_DIST_DIR) at the build the server runs. Ends with one line per page against issue 28's
// budget for all of its JavaScript, framework included: --budget KB (60), or --trial-budget KB
// (120) on /start-trial and the quote page; exits 1 when a page exceeds it. The public pages are
// sent without Next's runtime (decision 0027): under `npm start` they load only their islands.
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const dist = option('--dist', process.env.NEXT_DIST_DIR ?? '.next');
const budgetKb = Number(option('--budget', '60'));
const trialBudgetKb = Number(option('--trial-budget', '120'));
const budgetOf = (pagePath) => (/^\/start-trial(?:\/|$)/.test(pagePath) ? trialBudgetKb : budgetKb) * 1024;
const [baseArg, ...pathArgs] = args;
if (!baseArg) {
  console.error('usage: node scripts/bench/js-size.mjs <base-url> [--dist dir] [--budget 60] [--trial-budget 120] [paths...]');
  process.exit(2);
}
const base = baseArg.replace(/\/$/, '');
const paths = pathArgs.length > 0 ? pathArgs : ['/', '/about', '/contact', '/blog', '/start-trial'];

/** Chunk URL → the client modules that load it, over every page and layout of the build. */
function chunkUsers() {
  const users = new Map();
  const files = readdirSync(path.join(dist, 'server', 'app'), { recursive: true }).filter((file) => String(file).endsWith('_client-reference-manifest.js'));
  for (const file of files) {
    const sandbox = { globalThis: {} };
    vm.runInNewContext(readFileSync(path.join(dist, 'server', 'app', String(file)), 'utf8'), sandbox);
    for (const manifest of Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})) {
      for (const [moduleId, entry] of Object.entries(manifest.clientModules)) {
        for (const chunk of entry.chunks) {
          if (!users.has(chunk)) users.set(chunk, new Set());
          users.get(chunk).add(moduleId.replace(/ <.*$/, '').replace(/#.*$/, ''));
        }
      }
    }
  }
  return users;
}

const isNextInternal = (moduleId) => moduleId.startsWith('[project]/node_modules/next/dist/') && !moduleId.includes('/app-dir/link');
const users = chunkUsers();
const buildManifest = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
const frameworkFiles = new Set(buildManifest.rootMainFiles.map((file) => `/_next/${file}`));
for (const [chunk, modules] of users) if ([...modules].every(isNextInternal)) frameworkFiles.add(chunk);

/** GET with Node's http client, which (unlike fetch) lets a *.localhost name keep its Host header. */
function get(address) {
  const url = new URL(address);
  const host = url.host;
  if (url.hostname.endsWith('.localhost')) url.hostname = '127.0.0.1';
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ ok: res.statusCode >= 200 && res.statusCode < 300, status: res.statusCode, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipCache = new Map();

async function gzippedSize(src, pageUrl) {
  const url = new URL(src, pageUrl).href;
  if (!gzipCache.has(url)) {
    const response = await get(url);
    if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
    gzipCache.set(url, gzipSync(response.body).length);
  }
  return gzipCache.get(url);
}

/** Scripts a modern browser runs: every <script src>, except the nomodule legacy polyfills. */
function scriptSources(html, pageUrl) {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attrs]) => ({ src: /\bsrc="([^"]+)"/i.exec(attrs)?.[1], noModule: /\bnomodule\b/i.test(attrs) }))
    .filter((script) => script.src && !script.noModule)
    .map((script) => new URL(script.src, pageUrl).pathname);
}

const totals = [];
for (const pagePath of paths) {
  const pageUrl = /^https?:\/\//.test(pagePath) ? pagePath : `${base}${pagePath}`;
  const response = await get(pageUrl);
  if (!response.ok) throw new Error(`${pagePath}: HTTP ${response.status}`);
  const sources = [...new Set(scriptSources(response.body.toString('utf8'), pageUrl))];
  let framework = 0;
  const own = [];
  for (const src of sources) {
    const size = await gzippedSize(src, pageUrl);
    if (frameworkFiles.has(src)) framework += size;
    else own.push({ src, size });
  }
  const ownTotal = own.reduce((sum, chunk) => sum + chunk.size, 0);
  totals.push({ pagePath, framework, own: ownTotal });
  console.log(`${pagePath}: framework baseline ${kb(framework)} gzip · our own code ${kb(ownTotal)} gzip (${own.length} chunks)`);
  for (const chunk of own.sort((a, b) => b.size - a.size)) {
    const modules = [...(users.get(chunk.src) ?? [])].filter((id) => !isNextInternal(id)).map((id) => id.replace('[project]/', ''));
    const shown = modules.slice(0, 4).join(', ') + (modules.length > 4 ? `, +${modules.length - 4}` : '');
    console.log(`    ${kb(chunk.size).padStart(9)}  ${chunk.src}  (needed by ${shown || 'unknown'})`);
  }
}

console.log(`\nBudget: all JavaScript ≤ ${budgetKb} KB gzip per page, ${trialBudgetKb} KB on /start-trial`);
const isWithin = ({ pagePath, framework, own }) => framework + own <= budgetOf(pagePath);
for (const total of totals) {
  const { pagePath, framework, own } = total;
  console.log(
    `  ${pagePath.padEnd(16)} total ${kb(framework + own).padStart(9)}   own ${kb(own).padStart(9)}   framework ${kb(framework).padStart(9)}   ${isWithin(total) ? 'within budget' : 'OVER BUDGET'}`,
  );
}
process.exit(totals.every(isWithin) ? 0 : 1);
