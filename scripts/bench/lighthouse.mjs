// Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) against a running
// production server, driving the system Chromium.
//
//   node scripts/bench/lighthouse.mjs http://127.0.0.1:3211 [--runs 5] [/ /blog /about /contact]
//
// Each page is measured --runs times and the run with the median performance score is shown
// (Lighthouse's own advice: single runs vary, most of all on a busy machine). Prints the four
// category scores per page and exits 1 when a page misses the issue's targets (performance ≥ 98,
// accessibility, best practices and SEO = 100). CHROME_PATH overrides the browser. Start the
// server first, e.g. `npm start -- -p 3211` with BETTER_AUTH_SECRET set.
//
// --calibrate follows Lighthouse's own advice for a host slower than a high-end desktop
// (docs/throttling.md, "Calibrating the CPU slowdown"): its 4x CPU slowdown assumes a host with a
// benchmarkIndex of 1500-2000, turning it into a mid-tier phone. A first run reads this host's
// index and the slowdown is scaled to it (index / 1750 × 4, at least 1: a faster host gets more
// than 4x), so the emulated phone stays the same. Every report prints the index and the slowdown it used.
//
// A page below its performance target prints its main thread's work, its long tasks and, from the
// median run's trace, what each long task did; LIGHTHOUSE_TRACE_FILE=path keeps that trace (of the
// last such page) for DevTools' performance panel.
//
// A path may also be a whole address: a customer's site page, http://{label}.localhost:3211/
// (Chromium resolves *.localhost to this machine), is held to 100 in all four categories
// (issue 13). scripts/bench/sites-pages.ts seeds such sites and runs this script on them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { defaultConfig } from 'lighthouse';

const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const SITE_TARGETS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);
const isAddress = (pagePath) => /^https?:\/\//.test(pagePath);

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Math.max(1, Number(args.splice(runsIndex, 2)[1])) : 5;
const calibrate = args.includes('--calibrate');
if (calibrate) args.splice(args.indexOf('--calibrate'), 1);
// Lighthouse's default slowdown and the host it assumes (the middle of its high-end desktop range).
const DEFAULT_SLOWDOWN = defaultConfig.settings.throttling.cpuSlowdownMultiplier;
const ASSUMED_HOST_INDEX = 1750;
const [baseArg, ...pathArgs] = args;
if (!baseArg) {
  console.error('usage: node scripts/bench/lighthouse.mjs <base-url> [paths...]');
  process.exit(2);
}
const base = baseArg.replace(/\/$/, '');
const paths = pathArgs.length > 0 ? pathArgs : ['/', '/about', '/contact', '/blog', '/start-trial'];

/** Starts headless Chromium with a DevTools port and resolves once it is listening. */
function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'vitrina-lh-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const chromium = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-dev-shm-usage',
    '--no-first-run',
    `--user-data-dir=${profile}`,
    `--remote-debugging-port=${port}`,
    'about:blank',
  ]);
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  const stop = async () => {
    chromium.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chromium did not open its DevTools port within 20 s')), 20_000);
    chromium.stderr.on('data', (chunk) => {
      if (String(chunk).includes('DevTools listening on')) {
        clearTimeout(timer);
        resolve({ port, stop });
      }
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited early (code ${code})`)));
  });
}

/**
 * The main thread's long tasks in a run's trace (over 50 ms before Lighthouse's CPU slowdown is
 * applied to them: the ones that cost blocking time), each with the work inside it by event name,
 * biggest first. Lighthouse calls such tasks "Unattributable" when no script is behind them; the
 * names (ParseHTML, UpdateLayoutTree, Layout, Paint, Decode Image...) say what the browser did.
 */
function longTasksOf(trace, slowdown) {
  const events = trace?.traceEvents ?? [];
  // The page's renderer: of the renderers' main threads (about:blank has one too), the one that parsed the most HTML.
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const parsed = (thread) => events.reduce((sum, e) => (e.pid === thread.pid && e.tid === thread.tid && e.name === 'ParseHTML' ? sum + (e.dur ?? 0) : sum), 0);
  const main = threads.sort((a, b) => parsed(b) - parsed(a))[0];
  if (!main) return [];
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur > 0).sort((a, b) => a.ts - b.ts);
  const tasks = own.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur * slowdown > 50_000);
  return tasks.map((task) => {
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    // The task's direct parts: events not within an earlier part.
    const parts = new Map();
    let reached = -1;
    for (const e of inside) {
      if (e.ts < reached) continue;
      parts.set(e.name, (parts.get(e.name) ?? 0) + e.dur);
      reached = e.ts + e.dur;
    }
    const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4);
    return `${Math.round(task.dur / 1000)} ms (${top.map(([name, dur]) => `${name} ${Math.round(dur / 1000)}`).join(', ')})`;
  });
}

const { port, stop } = await startChromium();
let failed = false;
let version = '';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const audit = (url, throttling) =>
    lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...(throttling ? { throttling } : {}) });
  let throttling;
  if (calibrate) {
    const first = isAddress(paths[0]) ? paths[0] : `${base}${paths[0]}`;
    const indexes = [];
    for (let i = 0; i < 3; i += 1) indexes.push((await audit(first))?.lhr.environment.benchmarkIndex ?? ASSUMED_HOST_INDEX);
    const hostIndex = median(indexes);
    const slowdown = Math.max(1, Math.round((hostIndex / ASSUMED_HOST_INDEX) * DEFAULT_SLOWDOWN * 10) / 10);
    throttling = { ...defaultConfig.settings.throttling, cpuSlowdownMultiplier: slowdown };
    console.log(
      `Calibrated: this host's benchmarkIndex ${Math.round(hostIndex)} (runs ${indexes.map(Math.round).join('/')}), CPU slowdown ${slowdown}x instead of ${DEFAULT_SLOWDOWN}x`,
    );
  }
  console.log(`Lighthouse, mobile preset${calibrate ? ' with the calibrated CPU slowdown' : ' (default config)'}, ${base}, median of ${runs} runs\n`);
  console.log(['page'.padEnd(16), ...CATEGORIES.map((c) => c.padStart(15))].join(''));
  for (const pagePath of paths) {
    const targets = isAddress(pagePath) ? SITE_TARGETS : TARGETS;
    if (isAddress(pagePath)) console.log(pagePath);
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await audit(isAddress(pagePath) ? pagePath : `${base}${pagePath}`, throttling);
      if (!result) throw new Error(`no Lighthouse result for ${pagePath}`);
      // A run that could not load the page (e.g. the machine stalled) says so instead of scoring 0.
      if (result.lhr.runtimeError) console.log(`${''.padEnd(16)}run ${run + 1} failed: ${result.lhr.runtimeError.code}`);
      else results.push({ ...result.lhr, trace: result.artifacts.Trace });
    }
    if (results.length === 0) throw new Error(`every Lighthouse run of ${pagePath} failed`);
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const { categories, audits, lighthouseVersion, environment, configSettings, trace } = results[Math.floor(results.length / 2)];
    version = lighthouseVersion;
    const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
    const spread = results.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join('/');
    console.log(
      [
        (isAddress(pagePath) ? new URL(pagePath).pathname : pagePath).padEnd(16),
        ...scores.map((s) => String(s).padStart(15)),
        `   (performance of ${results.length} runs: ${spread})`,
      ].join(''),
    );
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    console.log(`${''.padEnd(16)}${metrics.map((id) => `${audits[id]?.title}: ${audits[id]?.displayValue}`).join(' · ')}`);
    console.log(
      `${''.padEnd(16)}host benchmarkIndex ${Math.round(environment.benchmarkIndex)}, CPU slowdown ${configSettings.throttling.cpuSlowdownMultiplier}x`,
    );
    CATEGORIES.forEach((id, i) => {
      if (scores[i] >= targets[id]) return;
      failed = true;
      const misses = (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`);
      console.log(`${''.padEnd(16)}✖ ${id} below ${targets[id]}: ${misses.join(', ')}`);
      // A slow page says where its main thread went and which tasks were long.
      if (id === 'performance') {
        const work = (audits['mainthread-work-breakdown']?.details?.items ?? []).map(
          (item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`,
        );
        const long = (audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((item) => `${item.url} ${Math.round(item.duration)} ms`);
        console.log(`${''.padEnd(18)}main thread: ${work.join(', ') || 'nothing recorded'}`);
        if (long.length > 0) console.log(`${''.padEnd(18)}long tasks: ${long.join(', ')}`);
        if (process.env.LIGHTHOUSE_TRACE_FILE) writeFileSync(process.env.LIGHTHOUSE_TRACE_FILE, JSON.stringify(trace));
        const traced = longTasksOf(trace, configSettings.throttling.cpuSlowdownMultiplier);
        if (traced.length > 0) console.log(`${''.padEnd(18)}in the trace, unthrottled: ${traced.join('; ')}`);
      }
      // Outside performance, a miss is a defect to fix: say what Lighthouse found.
      if (id !== 'performance') {
        for (const ref of categories[id]?.auditRefs ?? []) {
          if (ref.weight === 0 || (audits[ref.id]?.score ?? 1) >= 1) continue;
          for (const item of audits[ref.id]?.details?.items ?? []) console.log(`${''.padEnd(18)}${ref.id}: ${JSON.stringify(item).slice(0, 400)}`);
        }
      }
    });
  }
  console.log(`\nLighthouse ${version}`);
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
