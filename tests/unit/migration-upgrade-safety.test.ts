import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMigration, describeFindings, markersOf, type CheckOptions } from '@/scripts/upgrade/migration-check';

/**
 * Migrations written before the rolling-upgrade rule (docs/decisions/0021): they ran everywhere
 * already, so they are history, not something to rewrite. Every migration not named here is held
 * to the rule.
 */
const HISTORY = [
  '0000_init.sql',
  '0001_chilly_annihilus.sql',
  '0002_real_sphinx.sql',
  '0003_deep_mojo.sql',
  '0004_huge_sleeper.sql',
  '0005_brainy_thunderbolt.sql',
  '0006_outgoing_aaron_stack.sql',
  '0007_bouncy_hulk.sql',
  '0008_sites_domains_articles_leads_visits_due.sql',
  '0009_site_lifecycle_price_steps.sql',
  '0010_site_domain_rechecks.sql',
  '0011_customer_photos.sql',
  '0012_state_trial_clock.sql',
  '0013_delays_notices_and_first_publish.sql',
  '0014_sites_public_email_hours.sql',
  '0015_auth_sign_in_failures.sql',
  '0016_siteops_previews_labels_domains_views.sql',
];

const FOLDER = path.resolve('db/migrations');
type Journal = { entries: { idx: number; when: number; tag: string }[] };
const journal = JSON.parse(readFileSync(path.join(FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
const migrationFiles = readdirSync(FOLDER)
  .filter((file) => file.endsWith('.sql'))
  .sort();

/** Column defaults as drizzle-kit's snapshot of the schema after the migration records them. */
function snapshotDefaults(file: string): CheckOptions['columnHasDefault'] {
  const entry = journal.entries.find((e) => `${e.tag}.sql` === file);
  const snapshotFile = entry && path.join(FOLDER, 'meta', `${String(entry.idx).padStart(4, '0')}_snapshot.json`);
  if (!snapshotFile || !existsSync(snapshotFile)) return undefined;
  const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as { tables: Record<string, { columns: Record<string, { default?: unknown }> }> };
  return (table, column) => snapshot.tables[`public.${table}`]?.columns[column]?.default !== undefined;
}

describe('migrations leave a schema the previous release keeps working on', () => {
  it('every migration after the history is safe for a rolling upgrade, or marked', () => {
    const report = migrationFiles
      .filter((file) => !HISTORY.includes(file))
      .map((file) => describeFindings(file, checkMigration(readFileSync(path.join(FOLDER, file), 'utf8'), { columnHasDefault: snapshotDefaults(file) })))
      .filter(Boolean)
      .join('\n');
    // Each line says what the previous release would meet; docs/decisions/0021 says how to split the change.
    expect(report).toBe('');
  });

  it('the history allow-list names migrations that exist', () => {
    expect(HISTORY.filter((file) => !migrationFiles.includes(file))).toEqual([]);
  });

  it('the journal lists the files in order, and dates each migration after the history later than all before it', () => {
    // drizzle's migrator applies only entries dated after the newest one a database has. 0012 was
    // dated 2026-12-02 by hand, so an entry dated before it (drizzle-kit dates them now) would be
    // skipped on every database migrated since, and an older release's journal must lie entirely
    // in the past of a newer one (decision 0021). Give a new entry a "when" above every other.
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(migrationFiles);
    const misdated = journal.entries.filter(
      (entry, i) => !HISTORY.includes(`${entry.tag}.sql`) && journal.entries.slice(0, i).some((before) => before.when >= entry.when),
    );
    expect(misdated.map((e) => e.tag)).toEqual([]);
  });

  it('flags what 0016 did to site_domains, which the previous release wrote under the old unique key', () => {
    const findings = checkMigration(readFileSync(path.join(FOLDER, '0016_siteops_previews_labels_domains_views.sql'), 'utf8'));
    expect(findings.map((f) => [f.rule, f.statement.slice(0, 40)])).toEqual([
      ['drop', 'ALTER TABLE "site_domains" DROP CONSTRAI'],
      ['tighten', 'CREATE UNIQUE INDEX "site_domains_verifi'],
    ]);
  });
});

const rules = (sql: string, options?: CheckOptions) => checkMigration(sql, options).map((f) => f.rule);

describe('the migration check', () => {
  it('refuses what the previous release cannot survive', () => {
    expect(rules('DROP TABLE "site_leads";')).toEqual(['drop']);
    expect(rules('ALTER TABLE "sites" DROP COLUMN "label";')).toEqual(['drop']);
    expect(rules('ALTER TABLE "sites" RENAME COLUMN "label" TO "name";')).toEqual(['rename']);
    expect(rules('ALTER TABLE "sites" RENAME TO "websites";')).toEqual(['rename']);
    expect(rules('ALTER TABLE "sites" ALTER COLUMN "label" SET NOT NULL;')).toEqual(['tighten']);
    expect(rules('ALTER TABLE "sites" ADD COLUMN "plan" text NOT NULL;')).toEqual(['tighten']);
    expect(rules('ALTER TABLE "sites" ADD COLUMN "price" numeric(10, 2) NOT NULL;')).toEqual(['tighten']);
    expect(rules('ALTER TABLE "sites" ALTER COLUMN "status" DROP DEFAULT;')).toEqual(['tighten']);
    expect(rules('ALTER TABLE "sites" ALTER COLUMN "views" SET DATA TYPE integer;')).toEqual(['column-type']);
    expect(rules(`ALTER TYPE "public"."site_status" ADD VALUE 'paused';`)).toEqual(['alter-type']);
    expect(rules(`ALTER TYPE "public"."site_status" RENAME VALUE 'live' TO 'online';`)).toEqual(['alter-type']);
    expect(rules('ALTER TABLE "sites" ADD CONSTRAINT "sites_label_unique" UNIQUE("label");')).toEqual(['tighten']);
    expect(rules(`ALTER TABLE "sites" ADD CONSTRAINT "sites_label_short" CHECK (length("label") < 30);`)).toEqual(['tighten']);
    expect(rules('CREATE UNIQUE INDEX "sites_label_idx" ON "sites" USING btree ("label");')).toEqual(['tighten']);
    expect(rules('ALTER TABLE "site_domains" DROP CONSTRAINT "site_domains_domain_unique";')).toEqual(['drop']);
    expect(
      rules(
        'ALTER TABLE "notes" ADD CONSTRAINT "notes_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;',
      ),
    ).toEqual(['restrict-delete']);
    // Hidden in a DO block, as drizzle-kit once wrote foreign keys.
    expect(rules('DO $$ BEGIN ALTER TABLE "sites" DROP COLUMN "label"; EXCEPTION WHEN undefined_column THEN null; END $$;')).toEqual(['drop']);
  });

  it('accepts what only adds: new tables, nullable or defaulted columns, backfills, indexes', () => {
    const expand = `
CREATE TABLE "notes" ("id" uuid PRIMARY KEY, "site_id" uuid NOT NULL, "body" text NOT NULL);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_site_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notes_body_idx" ON "notes" USING btree ("body");--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "tagline" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_slug_unique" UNIQUE("slug");--> statement-breakpoint
CREATE INDEX "sites_tagline_idx" ON "sites" USING btree ("tagline");--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "label" SET DEFAULT 'sitio';--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "label" SET NOT NULL;--> statement-breakpoint
-- A backfill: old rows get the value new code reads. The words DROP TABLE in data are data.
UPDATE "sites" SET "tagline" = 'drop table sites; rename' WHERE "tagline" IS NULL;`;
    expect(checkMigration(expand)).toEqual([]);
  });

  it('takes a default from the schema after the migration for SET NOT NULL', () => {
    const sql = 'ALTER TABLE "sites" ALTER COLUMN "status" SET NOT NULL;';
    expect(rules(sql, { columnHasDefault: (table, column) => table === 'sites' && column === 'status' })).toEqual([]);
    expect(rules(sql, { columnHasDefault: () => false })).toEqual(['tighten']);
  });

  it('accepts a marked statement, and only that one', () => {
    const sql = `-- upgrade-safe-since 1a2b3c4d: no code reads sites.old_label since this commit
ALTER TABLE "sites" DROP COLUMN "old_label";--> statement-breakpoint
ALTER TABLE "sites" DROP COLUMN "other";`;
    expect(checkMigration(sql).map((f) => [f.rule, f.line])).toEqual([['drop', 3]]);
    expect(markersOf(sql)).toEqual([{ line: 2, commit: '1a2b3c4d', reason: 'no code reads sites.old_label since this commit' }]);
  });

  it('refuses a marker without a commit or a reason', () => {
    for (const marker of ['-- upgrade-safe-since: old_label is unused', '-- upgrade-safe-since 1a2b3c4', '-- upgrade-safe-since last week: unused']) {
      expect(rules(`${marker}\nALTER TABLE "sites" DROP COLUMN "old_label";`)).toEqual(['marker', 'drop']);
    }
  });

  it('names the line of each statement it refuses', () => {
    const findings = checkMigration('CREATE TABLE "a" ("id" int);\n\n/* old */ ALTER TABLE "sites"\n  DROP COLUMN "x";');
    expect(findings.map((f) => f.line)).toEqual([3]);
  });
});
