/**
 * A release's tree, installed and built, kept under .data/upgrade/<commit> so a second run of
 * `npm run test:upgrade` starts at once. The tree comes from `git archive` (no worktree is
 * registered in the repository); node_modules is a hard-linked copy of the current tree's when
 * the lock files are identical, else `npm ci`; the build is `next build` with the given values.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RELEASES_DIR = '.data/upgrade/releases';
const STAMP = '.upgrade-build.json';

/** Runs a command in `cwd` with its output in `log`; throws with the log's end when it fails. */
export function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log: string; input?: Buffer }): void {
  const result = spawnSync(command, args, { cwd: options.cwd, env: options.env, input: options.input, maxBuffer: 256 * 1024 * 1024 });
  writeFileSync(options.log, Buffer.concat([result.stdout ?? Buffer.alloc(0), result.stderr ?? Buffer.alloc(0)]), { flag: 'a' });
  if (result.status !== 0) {
    const tail = readFileSync(options.log, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed in ${options.cwd} (log: ${options.log}):\n${tail}`);
  }
}

/** The environment of a build: the caller's, without what would point it at a running system. */
export function buildEnvironment(values: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A build needs no database; REDIS_URL would build in the shared cache handler; the dist folder is the tree's own.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NEXT_DIST_DIR', 'NODE_ENV']) delete env[name];
  return { ...env, ...values, NEXT_TELEMETRY_DISABLED: '1' };
}

/**
 * The built tree of `commit`, from the cache when an earlier run built it with the same values.
 * Other commits' trees are removed: only the release being replaced is worth keeping.
 */
export function preparedRelease(commit: string, buildValues: Record<string, string>, say: (line: string) => void): string {
  const dir = path.resolve(RELEASES_DIR, commit);
  const stamp = JSON.stringify({ commit, values: createHash('sha256').update(JSON.stringify(buildValues)).digest('hex') });
  mkdirSync(RELEASES_DIR, { recursive: true });
  for (const entry of readdirSync(RELEASES_DIR)) if (entry !== commit) rmSync(path.join(RELEASES_DIR, entry), { recursive: true, force: true });
  if (existsSync(path.join(dir, STAMP)) && readFileSync(path.join(dir, STAMP), 'utf8') === stamp) {
    say(`previous release: cached build in ${path.relative(process.cwd(), dir)}`);
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const log = path.join(dir, 'prepare.log');
  say(`previous release: exporting ${commit.slice(0, 12)} to ${path.relative(process.cwd(), dir)}`);
  run('tar', ['-x', '-C', dir], {
    cwd: process.cwd(),
    env: process.env,
    log,
    input: execFileSync('git', ['archive', '--format=tar', commit], { maxBuffer: 512 * 1024 * 1024 }),
  });

  if (readFileSync(path.join(dir, 'package-lock.json')).equals(readFileSync('package-lock.json'))) {
    say('previous release: same lock file, hard-linking node_modules');
    run('cp', ['-al', path.resolve('node_modules'), path.join(dir, 'node_modules')], { cwd: process.cwd(), env: process.env, log });
  } else {
    say('previous release: its lock file differs, npm ci');
    run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, env: process.env, log });
  }

  say('previous release: next build');
  // Built once per commit: CI=true turns off Turbopack's build cache (next.config.ts), ~30 s of writes for nothing.
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { cwd: dir, env: { ...buildEnvironment(buildValues), CI: 'true' }, log });
  writeFileSync(path.join(dir, STAMP), stamp);
  return dir;
}
