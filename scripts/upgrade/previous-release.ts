/**
 * Which release `npm run test:upgrade` starts against the current tree's schema, and what git
 * says about the current tree's migrations compared with it.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { markersOf } from './migration-check';

const MIGRATIONS = 'db/migrations';

export const git = (...args: string[]): string => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const isCommit = (ref: string) => {
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

/**
 * The previous release: the newest commit whose migrations differ from the current tree's, so the
 * upgrade crosses at least one migration.
 * - Migrations changed but not committed yet: HEAD itself is the release being replaced.
 * - Otherwise `git log --first-parent -1 -- db/migrations` finds the newest commit on this line of
 *   history (main's merges, not the commits inside merged branches, which were never deployed)
 *   that changed the migrations; its first parent is the last commit still without that change.
 * `override` (a commit given on the command line) replaces the search, to try another upgrade path.
 */
export function findPreviousRelease(override?: string): { commit: string; how: string } | null {
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    throw new Error('this clone is shallow: the previous release is not in it (git fetch --unshallow)');
  }
  if (override) {
    if (!isCommit(override)) throw new Error(`${override} is not a commit of this repository`);
    return { commit: git('rev-parse', `${override}^{commit}`), how: `given on the command line (${override})` };
  }
  if (git('status', '--porcelain', '--', MIGRATIONS)) {
    return { commit: git('rev-parse', 'HEAD'), how: 'HEAD: the working tree changes db/migrations' };
  }
  const changed = git('log', '--first-parent', '-1', '--format=%H', 'HEAD', '--', MIGRATIONS);
  if (!changed || !isCommit(`${changed}^1`)) return null;
  return { commit: git('rev-parse', `${changed}^1`), how: `the first parent of ${changed.slice(0, 12)}, the newest commit that changed db/migrations` };
}

const migrationFiles = (listing: string[]) => listing.filter((file) => file.endsWith('.sql')).map((file) => path.basename(file));

/**
 * What the current tree's migrations must keep true about the previous release's:
 * - each migration it shipped is unchanged here (databases ran that text; an edit never reruns);
 * - each marker in a migration it lacks names a commit it contains, so the code it runs has
 *   already stopped depending on what the marked statement removes or tightens.
 * Returns one line per problem.
 */
export function checkMigrationsAgainst(commit: string): string[] {
  const problems: string[] = [];
  const released = migrationFiles(git('ls-tree', '--name-only', `${commit}:${MIGRATIONS}`).split('\n'));
  const current = migrationFiles(readdirSync(MIGRATIONS));
  for (const file of released) {
    const shipped = git('show', `${commit}:${MIGRATIONS}/${file}`);
    const here = current.includes(file) ? readFileSync(path.join(MIGRATIONS, file), 'utf8').trim() : null;
    if (here !== shipped)
      problems.push(
        `${file} was released in ${commit.slice(0, 12)} and is ${here === null ? 'gone' : 'changed'} here: databases ran the released text; add a new migration instead`,
      );
  }
  for (const file of current.filter((name) => !released.includes(name))) {
    for (const marker of markersOf(readFileSync(path.join(MIGRATIONS, file), 'utf8'))) {
      const contained =
        isCommit(marker.commit) &&
        (() => {
          try {
            git('merge-base', '--is-ancestor', marker.commit, commit);
            return true;
          } catch {
            return false;
          }
        })();
      if (!contained)
        problems.push(
          `${file}:${marker.line} says the code stopped depending on it in ${marker.commit}, which the previous release (${commit.slice(0, 12)}) does not contain: ship that change in a release first`,
        );
    }
  }
  return problems;
}
