/**
 * What counting, timing and naming every request costs `npm start` (decision 0022): the site
 * edge's one-second copy of a page (its fastest answer, where any overhead shows most) served
 * by two servers wired as scripts/start.mjs wires its own, one with request metrics and ids and
 * one without, loaded in turns by autocannon in a process of its own (50 connections). Prints
 * requests/s and, steadier on a shared machine, this process's CPU time per request.
 *
 *   npx tsx scripts/bench/request-metrics.ts [--duration 5] [--rounds 3] [--port 4460]
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { frontHandler } from '../front.mjs';
import { createSiteEdge } from '../site-edge.mjs';
import { numberOption } from './production-server';

const DURATION = numberOption('duration', 5);
const ROUNDS = numberOption('rounds', 3);
const PORT = numberOption('port', 4460);
const PAGE = `<!doctype html><html lang="es"><title>Panadería</title><body>${'<p>Pan de yema recién horneado.</p>'.repeat(120)}</body></html>`;

/** Next's stand-in: a cached site page, as the edge keeps it for a second. */
function next(_request: IncomingMessage, response: ServerResponse) {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('x-nextjs-cache', 'HIT');
  response.end(PAGE);
}

let served = 0;

async function serve(port: number, measured: boolean) {
  const edge = createSiteEdge({ sitesDomain: 'vitrina.site', appUrl: 'https://vitrina.pe', flushMs: 60_000 });
  const server = createServer((request, response) => {
    served += 1;
    if (!measured) return edge.handle(request, response, () => next(request, response));
    front(request, response);
  });
  const front = frontHandler({ edge, next, trustedProxyCount: 1 });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** autocannon's CLI in a child process, so its own work is not this process's CPU time. */
async function load(port: number) {
  served = 0;
  const cpu = process.cpuUsage();
  const run = await promisify(execFile)(
    'node_modules/.bin/autocannon',
    ['-j', '-c', '50', '-d', String(DURATION), '-H', 'host=panaderia.vitrina.site', `http://127.0.0.1:${port}/`],
    { encoding: 'utf8' },
  );
  const used = process.cpuUsage(cpu);
  const result = JSON.parse(run.stdout) as { non2xx: number; errors: number; requests: { average: number }; latency: { p99: number } };
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, cpuPerRequest: (used.user + used.system) / served };
}

const plain = await serve(PORT, false);
const measured = await serve(PORT + 1, true);
const totals = { plain: [] as number[], measured: [] as number[] };
const rates = { plain: [] as number[], measured: [] as number[] };
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const a = await load(PORT);
    const b = await load(PORT + 1);
    totals.plain.push(a.cpuPerRequest);
    totals.measured.push(b.cpuPerRequest);
    rates.plain.push(a.rps);
    rates.measured.push(b.rps);
    const line = (r: typeof a) => `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, ${r.cpuPerRequest.toFixed(1)} µs CPU/request`;
    console.log(`round ${round}: without: ${line(a)}; with metrics and ids: ${line(b)}`);
  }
} finally {
  plain.close();
  measured.close();
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
console.log(
  `\nmean CPU per request: without ${mean(totals.plain).toFixed(1)} µs, with ${mean(totals.measured).toFixed(1)} µs (+${(mean(totals.measured) - mean(totals.plain)).toFixed(1)} µs)`,
);
console.log(`mean rate: without ${mean(rates.plain).toFixed(0)} req/s, with ${mean(rates.measured).toFixed(0)} req/s`);
