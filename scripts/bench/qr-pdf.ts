/**
 * 'Tu código QR' (issue 27): how long the A5 sheet (PDF) of a site's QR code takes to make, the
 * file the owner downloads from the dashboard. Measures the first sheet of a fresh process (the
 * libraries loaded and the fonts embedded for the first time, what a new instance pays) and then
 * `--sheets` more with business names and addresses of every length. Target: each under 1 s.
 *
 *   npx tsx --conditions=react-server scripts/bench/qr-pdf.ts [--sheets 200]
 *
 * Exits 1 when a sheet took 1 s or more.
 */
import { numberOption } from './production-server';

const SHEETS = numberOption('sheets', 200);
const TARGET_MS = 1000;

const loadStarted = performance.now();
const { qrSheetPdf } = await import('../../lib/sites/qr/qr-files');
const loaded = performance.now() - loadStarted;

const sheet = (i: number) => ({
  // Long labels make the densest codes a site can have.
  url: `https://${'restaurante-cevicheria-'.repeat(1 + (i % 3))}${i}.vitrina.pe/qr/carta`,
  businessName: `${'Cevichería Doña Ñusta '.repeat(1 + (i % 5))}${i}`,
  caption: 'Escanea para ver la carta',
  address: `${'Av. José Leonardo Ortiz 1234, '.repeat(1 + (i % 4))}Chiclayo`,
});

const timed = async (i: number) => {
  const started = performance.now();
  const pdf = await qrSheetPdf(sheet(i));
  return { ms: performance.now() - started, bytes: pdf.length };
};

const first = await timed(0);
const runs: number[] = [];
let bytes = 0;
for (let i = 1; i <= SHEETS; i += 1) {
  const run = await timed(i);
  runs.push(run.ms);
  bytes = Math.max(bytes, run.bytes);
}
runs.sort((a, b) => a - b);
const at = (q: number) => runs[Math.min(runs.length - 1, Math.floor(q * runs.length))]!;
const worst = Math.max(first.ms, runs.at(-1)!);
console.log(`libraries loaded in ${loaded.toFixed(0)} ms; first sheet ${first.ms.toFixed(1)} ms (${first.bytes} bytes)`);
console.log(
  `${SHEETS} more sheets: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${runs.at(-1)!.toFixed(1)} ms (largest ${bytes} bytes)`,
);
console.log(`slowest sheet ${worst.toFixed(1)} ms, target < ${TARGET_MS} ms: ${worst < TARGET_MS ? 'met' : 'MISSED'}`);
if (worst >= TARGET_MS) process.exitCode = 1;
