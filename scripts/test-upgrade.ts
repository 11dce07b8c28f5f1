/**
 * `npm run test:upgrade [-- <commit>]`: a rolling upgrade across at least one migration, on one
 * machine. The current tree's migrations build a fresh PostgreSQL database and its code seeds it
 * (the demo customer, with a live site); then the previous release's `npm start` (its own build,
 * its own migrations, which must find nothing to apply) and after it the current tree's are
 * checked on that same database: public pages, a sign-in that opens the dashboard, and the
 * customer's site on its host. That is what a visitor meets while instances restart one by one
 * (docs/decisions/0021-migrations-during-rolling-upgrades.md).
 *
 * Ports and build values are the end-to-end suite's (E2E_PORT, tests/e2e/env.ts), so the current
 * tree's build from `npm test` is reused (built here when missing). The PostgreSQL server is
 * DATABASE_URL's (default postgres://postgres@127.0.0.1:5432), where `<its database>_upgrade`
 * (`vitrina_upgrade` without one) is created and dropped. The previous release's tree and build
 * stay in .data/upgrade/releases.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_ENV, E2E_PORT } from '../tests/e2e/env';
import { databaseOn, dropDatabase, freshDatabase, onServer } from './scratch-database';
import { checkMigrationsAgainst, findPreviousRelease, git } from './upgrade/previous-release';
import { checkRelease, type Seeded } from './upgrade/release-checks';
import { buildEnvironment, preparedRelease, run } from './upgrade/release-build';
import { startRelease, type ReleaseServer } from './upgrade/release-server';

const started = Date.now();
const say = (line: string) => console.log(`[test:upgrade ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const RUN_DIR = path.resolve('.data/upgrade/run');

const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
const databaseName = `${serverUrl.pathname.slice(1) || 'vitrina'}_upgrade`;
const databaseUrl = databaseOn(serverUrl, databaseName);

const appliedMigrations = () =>
  onServer(serverUrl, async (c) => Number((await c.query('select count(*) as n from drizzle.__drizzle_migrations')).rows[0].n), databaseName);

/** What every server and script of the run is given: the e2e settings on the upgrade's database, files in the run's folder. */
const runtimeEnv: NodeJS.ProcessEnv = {
  ...process.env,
  ...E2E_ENV,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  MAIL_DIR: `${RUN_DIR}/mail`,
  UPLOADS_DIR: `${RUN_DIR}/uploads`,
};
for (const name of ['REDIS_URL', 'PAYMENT_PROVIDER', 'PGLITE_DATA_DIR']) delete runtimeEnv[name];

let server: ReleaseServer | null = null;
async function cleanUp() {
  await server?.stop();
  server = null;
  await dropDatabase(serverUrl, databaseName).catch((error: unknown) => console.error(`could not drop ${databaseName}:`, error));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

async function checkOn(name: string, dir: string, distDir: string | undefined, seeded: Seeded): Promise<string[]> {
  say(`${name}: npm start`);
  server = await startRelease(dir, E2E_PORT, { ...runtimeEnv, NEXT_DIST_DIR: distDir }, `${RUN_DIR}/${name.replace(/\W+/g, '-')}.log`);
  say(`${name}: checking public pages, sign-in and the site ${seeded.label}`);
  const failures = (await checkRelease(server.base, E2E_ENV.APP_URL, seeded)).map((line) => `${name}: ${line}`);
  await server.stop();
  server = null;
  return failures;
}

async function main(): Promise<number> {
  const previous = findPreviousRelease(process.argv[2]);
  if (!previous) {
    say('no earlier commit has other migrations: nothing to upgrade from');
    return 0;
  }
  const short = previous.commit.slice(0, 12);
  say(`previous release ${short} "${git('log', '-1', '--format=%s', previous.commit).slice(0, 80)}" (${previous.how})`);
  const problems = checkMigrationsAgainst(previous.commit);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    return 1;
  }

  const releaseDir = preparedRelease(previous.commit, { ...E2E_ENV }, say);
  const currentDist = process.env.NEXT_DIST_DIR ?? '.next';
  if (!existsSync(path.join(currentDist, 'BUILD_ID'))) {
    say(`current tree: no build in ${currentDist}, building it (scripts/e2e-build.ts)`);
    const build = spawnSync('npx', ['tsx', 'scripts/e2e-build.ts'], { stdio: 'inherit', env: buildEnvironment({ NEXT_DIST_DIR: currentDist }) });
    if (build.status !== 0) return 1;
  }

  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  await freshDatabase(serverUrl, databaseName);
  say(`current tree: migrating ${databaseName} and seeding it`);
  const scriptEnv: NodeJS.ProcessEnv = { ...runtimeEnv, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  run('npx', ['tsx', '--conditions=react-server', 'scripts/db-migrate.ts'], { cwd: process.cwd(), env: scriptEnv, log: `${RUN_DIR}/seed.log` });
  const seed = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/upgrade/seed.ts'], { env: scriptEnv, encoding: 'utf8' });
  if (seed.status !== 0) throw new Error(`seeding failed:\n${seed.stdout}\n${seed.stderr}`);
  const seeded = JSON.parse(seed.stdout.trim().split('\n').at(-1)!) as Seeded;
  const migrations = await appliedMigrations();

  const failures = await checkOn(`previous release ${short}`, releaseDir, undefined, seeded);
  // Its start-up ran its own, older migrations: drizzle applies only entries dated after the
  // newest the database has, so nothing may have run (a changed table would show here).
  const afterPrevious = await appliedMigrations();
  if (afterPrevious !== migrations)
    failures.push(`previous release ${short}: applied ${afterPrevious - migrations} migration(s) of its own at start-up on the newer schema`);
  failures.push(...(await checkOn('current tree', process.cwd(), process.env.NEXT_DIST_DIR, seeded)));

  if (failures.length > 0) {
    console.error(`\n✖ the upgrade from ${short} breaks:\n  ${failures.join('\n  ')}\n(server logs in ${path.relative(process.cwd(), RUN_DIR)})`);
    return 1;
  }
  say(`✔ previous release ${short} and the current tree both serve the upgraded database (${migrations} migrations applied, none by the previous release)`);
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(code);
