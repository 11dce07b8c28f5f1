import 'server-only';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** The package version and, in a git checkout, the commit: which code wrote a backup. */
export async function appVersion(): Promise<{ version: string; commit: string | null }> {
  const pkg = JSON.parse(await readFile(path.join(process.cwd(), 'package.json'), 'utf8')) as { version?: string };
  const commit = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: process.cwd() }).then(
    ({ stdout }) => stdout.trim() || null,
    () => null,
  );
  return { version: pkg.version ?? 'unknown', commit };
}
