/**
 * 'Generate site draft': from a submission to a saved version 1 (issue 13's budget: under 30 s
 * with the real SDK path against the local stand-in). Starts the OpenAI stand-in of
 * tests/fakes/openai, seeds submissions into a fresh embedded database and times
 * generateSiteDraft, which calls the model through the `openai` SDK, validates the answer with
 * the document's schema and saves the version, along each path it can take:
 *
 * - the answer is a valid document;
 * - the first answer breaks the schema and the retry is valid;
 * - both answers break it, and the rubro's template fills the draft;
 * - the model never answers: the draft's own deadline ends the wait and the template fills it
 *   (one run; the longest a team member can wait).
 *
 *   npx tsx --conditions=react-server scripts/bench/site-draft.ts [--drafts 20]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI } from '../../tests/fakes/openai/server';
import { numberOption } from './production-server';

const DRAFTS = numberOption('drafts', 20);
const BUDGET_MS = 30_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-draft-bench-'));
// A model that never answers is held longer than the draft's own deadline, so that deadline is what ends it.
const fake = await startFakeOpenAI({ slowMs: 120_000, timeoutMs: 60_000 });
Object.assign(process.env, fake.env, { PGLITE_DATA_DIR: path.join(dataDir, 'db'), MAIL_DIR: path.join(dataDir, 'mail'), LOG_LEVEL: 'error' });
delete process.env.DATABASE_URL;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

try {
  const { runMigrations } = await import('../../lib/db/migrate');
  const { getDb, closeDb } = await import('../../lib/db/client');
  const schema = await import('../../db/schema');
  const { generateSiteDraft } = await import('@/lib/sites/document/generate-draft');
  await runMigrations();
  const [admin] = await getDb().insert(schema.user).values({ id: 'draft-bench-admin', name: 'Bench', email: 'draft-bench@vitrina.test' }).returning();
  const actor = { userId: admin!.id, role: 'admin' as const, email: admin!.email, name: admin!.name, twoFactorEnabled: true };
  const industries = ['restaurant', 'tourism', 'retail', 'services', 'other'];
  let n = 0;

  /** Drafts one new submission; `prepare` plans the stand-in's answers first. */
  async function draftOnce(prepare: () => void): Promise<{ ms: number; source: string; requests: number }> {
    n += 1;
    const [submission] = await getDb()
      .insert(schema.trialSubmissions)
      .values({
        businessName: `Negocio de prueba ${n}`,
        email: `negocio${n}@correo.pe`,
        industry: industries[n % industries.length]!,
        businessType: industries[n % industries.length]!,
        phone: '987 654 321',
        targetLocation: 'Cusco',
        colorPreferences: 'verde y blanco',
        seoKeywords: 'artesanía cusco, tours valle sagrado',
      })
      .returning();
    fake.reset();
    prepare();
    const started = performance.now();
    const result = await generateSiteDraft(actor, submission!.id);
    return { ms: performance.now() - started, source: result.source, requests: fake.requests.length };
  }

  const paths: { name: string; runs: number; prepare: () => void }[] = [
    { name: 'valid answer', runs: DRAFTS, prepare: () => {} },
    { name: 'invalid, then valid on the retry', runs: DRAFTS, prepare: () => fake.failNext('invalid') },
    { name: 'invalid twice: the template', runs: DRAFTS, prepare: () => fake.failNext('invalid', 2) },
    { name: 'no answer: deadline, then the template', runs: 1, prepare: () => fake.failNext('slow') },
  ];
  console.log(`AI draft to saved version 1, real SDK against the stand-in, embedded database; ${DRAFTS} drafts per path (ms)`);
  let worst = 0;
  for (const { name, runs, prepare } of paths) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await draftOnce(prepare));
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    worst = Math.max(worst, times.at(-1)!);
    const sources = [...new Set(results.map((r) => `${r.source} after ${r.requests} call${r.requests === 1 ? '' : 's'}`))].join(', ');
    console.log(
      `  ${name.padEnd(40)} median ${percentile(times, 50).toFixed(0).padStart(6)}  p95 ${percentile(times, 95).toFixed(0).padStart(6)}  max ${times.at(-1)!.toFixed(0).padStart(6)}  (${sources})`,
    );
  }
  console.log(`  longest: ${(worst / 1000).toFixed(1)} s; budget under ${BUDGET_MS / 1000} s ${worst < BUDGET_MS ? 'met' : 'NOT met'}`);
  await closeDb();
  if (worst >= BUDGET_MS) process.exitCode = 1;
} finally {
  await fake.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
