/**
 * What the site benchmarks share: a fresh database filled with live customer sites (each with its
 * submission and a published version), written in batches straight into the tables: going
 * through draftSite would time the template and label checks. The database is a new one on the
 * PostgreSQL server of DATABASE_URL when it is set (the server's memory then holds no database,
 * as in production), else an embedded one in a temporary folder. Import this module before
 * anything that reads the configuration.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropDatabase, freshDatabase } from '../scratch-database';
import type { FontPairing } from '@/lib/sites/document/document';

const serverUrl = process.env.DATABASE_URL;
const databaseName = `vitrina_sites_bench_${process.pid}`;
if (serverUrl) process.env.DATABASE_URL = await freshDatabase(serverUrl, databaseName);
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-sites-bench-'));
// A production server refuses to start without a secret; the benchmark's own is enough.
Object.assign(process.env, {
  PGLITE_DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? 'sites-bench-secret-sites-bench-secret-0123',
});
delete process.env.SITES_DOMAIN;

export async function removeBenchData(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await dropDatabase(serverUrl, databaseName);
}

/** Where the sites are, for the benchmark's heading. */
export const benchDatabase = serverUrl ? `PostgreSQL database ${databaseName}` : 'embedded PGlite database';

const KINDS = ['Cevichería', 'Panadería', 'Hostal', 'Ferretería', 'Boutique', 'Taller', 'Spa', 'Tours'];
const INDUSTRIES = ['restaurant', 'retail', 'other', 'automotive', 'beauty'];
const PAIRINGS: FontPairing[] = ['moderna', 'clasica', 'cercana'];

/** Seeds `count` live sites labelled negocio-0 … negocio-{count-1}, the three font pairings in turn. */
export async function seedLiveSites(count: number): Promise<string[]> {
  const { runMigrations } = await import('../../lib/db/migrate');
  const { getDb } = await import('../../lib/db/client');
  const { sql } = await import('drizzle-orm');
  const { sites, siteVersions, trialSubmissions } = await import('../../db/schema');
  const { templateDocument } = await import('@/lib/sites/document/template');
  const { toSubmissionDetails } = await import('../../lib/submissions/details');
  await runMigrations();

  const started = performance.now();
  const labels: string[] = [];
  const BATCH = 500;
  for (let from = 0; from < count; from += BATCH) {
    const n = Array.from({ length: Math.min(BATCH, count - from) }, (_, j) => from + j);
    const submissions = await getDb()
      .insert(trialSubmissions)
      .values(
        n.map((i) => ({
          businessName: `${KINDS[i % KINDS.length]} ${i}`,
          businessType: INDUSTRIES[i % INDUSTRIES.length]!,
          industry: INDUSTRIES[i % INDUSTRIES.length]!,
          email: `negocio${i}@correo.pe`,
          phone: '987 654 321',
          targetLocation: 'Lima',
          colorPreferences: 'azul y dorado',
        })),
      )
      .returning();
    const created = await getDb()
      .insert(sites)
      .values(submissions.map((s, j) => ({ submissionId: s.id, label: `negocio-${n[j]}`, status: 'live' as const, publishedAt: new Date() })))
      .returning({ id: sites.id, label: sites.label });
    await getDb()
      .insert(siteVersions)
      .values(
        created.map((site, j) => {
          const document = templateDocument(toSubmissionDetails(submissions[j]!));
          return {
            siteId: site.id,
            number: 1,
            document: { ...document, theme: { ...document.theme, fonts: PAIRINGS[n[j]! % PAIRINGS.length]! } },
            source: 'template',
          };
        }),
      );
    labels.push(...created.map((site) => site.label));
  }
  await getDb().execute(sql`update ${sites} set published_version_id = v.id from ${siteVersions} v where v.site_id = ${sites.id}`);
  console.log(`seeded ${count.toLocaleString('en')} live sites in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return labels;
}
