// Throughput of the cached blog against a fully static page of the same build, with autocannon
// (50 connections, 20 s each, one after the other), on a running production server:
//
//   node scripts/bench/blog-throughput.mjs http://127.0.0.1:3250 [--duration 20] [--connections 50]
//
// Measures a cached article page (the first article listed on /blog), /blog, and a static page
// (/terms-and-conditions). Each URL is requested once first so it is in the cache, and must then
// answer `x-nextjs-cache: HIT` (served without rendering or touching the database). Prints
// requests/s and p99 latency per URL and each blog page's ratio to the static page; exits 1 when
// a ratio is below 0.8 or a p99 is 100 ms or more (issue 7's targets).
import autocannon from 'autocannon';

const args = process.argv.slice(2);
function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback;
}
const duration = option('duration', 20);
const connections = option('connections', 50);
const [baseArg] = args;
if (!baseArg) {
  console.error('usage: node scripts/bench/blog-throughput.mjs <base-url> [--duration 20] [--connections 50]');
  process.exit(2);
}
const base = baseArg.replace(/\/$/, '');

async function firstArticlePath() {
  const html = await (await fetch(`${base}/blog`)).text();
  const match = /href="(\/blog\/[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error('no article linked from /blog: publish one first (the e2e seed has three)');
  return match[1];
}

/** Fills the cache and checks the next answer comes from it. */
async function warm(path) {
  await fetch(`${base}${path}`);
  const response = await fetch(`${base}${path}`);
  const cache = response.headers.get('x-nextjs-cache') ?? '(none)';
  return { status: response.status, cache, cacheControl: response.headers.get('cache-control') ?? '' };
}

function run(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const pages = [
  { label: 'static page', path: '/terms-and-conditions' },
  { label: 'cached article', path: await firstArticlePath() },
  { label: '/blog', path: '/blog' },
];

console.log(`autocannon: ${connections} connections, ${duration} s per URL, against ${base}\n`);
const rows = [];
for (const page of pages) {
  const state = await warm(page.path);
  const result = await run(page.path);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  rows.push({ ...page, ...state, rps: result.requests.average, p99: result.latency.p99, non2xx });
}

const staticRps = rows[0].rps;
let failed = false;
console.log(
  ['page'.padEnd(16), 'path'.padEnd(64), 'cache'.padEnd(7), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'ratio'.padStart(7), 'errors'.padStart(8)].join(''),
);
for (const row of rows) {
  const ratio = row.rps / staticRps;
  const isBlog = row !== rows[0];
  if (isBlog && (ratio < 0.8 || row.p99 >= 100 || row.cache !== 'HIT')) failed = true;
  if (row.non2xx > 0) failed = true;
  console.log(
    [
      row.label.padEnd(16),
      row.path.slice(0, 62).padEnd(64),
      row.cache.padEnd(7),
      row.rps.toFixed(0).padStart(9),
      String(row.p99).padStart(8),
      (isBlog ? ratio.toFixed(2) : '1.00').padStart(7),
      String(row.non2xx).padStart(8),
    ].join(''),
  );
}
console.log(
  `\nCache-Control of the blog pages: ${rows
    .slice(1)
    .map((r) => r.cacheControl)
    .join(' | ')}`,
);
console.log(
  failed ? '\nBelow target (ratio ≥ 0.8, p99 < 100 ms, served from cache, no errors).' : '\nTargets met: ratio ≥ 0.8, p99 < 100 ms, served from cache.',
);
process.exit(failed ? 1 : 0);
