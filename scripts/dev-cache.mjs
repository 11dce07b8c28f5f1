// Turbopack keeps its development cache in `.next/dev` across restarts. After the environment
// changed (the lines `npm run fake:mercadopago` prints, added to `.env`), a restart on that cache
// left every page reloading itself every few seconds until `.next` was deleted by hand. `npm run
// dev` therefore notes the environment it started with and empties the cache when it differs.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The files `next dev` reads its environment from. */
const ENV_FILES = ['.env', '.env.local', '.env.development', '.env.development.local'];

/** The variables the app reads: the names `.env.example` lists (a test keeps it complete). */
function appVariables(root) {
  const example = path.join(root, '.env.example');
  if (!existsSync(example)) return [];
  return [...readFileSync(example, 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
}

/** A digest of the env files and of the app's variables set in the shell. */
function environmentFingerprint(root, env) {
  const hash = createHash('sha256');
  for (const file of ENV_FILES) {
    const full = path.join(root, file);
    hash.update(`${file}\0${existsSync(full) ? readFileSync(full, 'utf8') : ''}\0`);
  }
  for (const name of appVariables(root)) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/**
 * Empties `{distDir}/dev` when the environment differs from the one noted at the last start
 * (or none was noted), then notes the current one. Returns whether it emptied the cache.
 */
export function clearStaleDevCache(root, env) {
  const devCache = path.join(root, env.NEXT_DIST_DIR ?? '.next', 'dev');
  const note = path.join(root, '.data', 'dev-environment.sha256');
  const fingerprint = environmentFingerprint(root, env);
  const noted = existsSync(note) ? readFileSync(note, 'utf8') : null;
  const stale = noted !== fingerprint && existsSync(devCache);
  if (stale) rmSync(devCache, { recursive: true, force: true });
  mkdirSync(path.dirname(note), { recursive: true });
  writeFileSync(note, fingerprint);
  return stale;
}
