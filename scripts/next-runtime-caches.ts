import { rmSync } from 'node:fs';

/**
 * Empties what `next start` cached at runtime in the build folder: ISR pages and the data
 * cache. A server started on a fresh database must not meet pages and query results an earlier
 * run (another database) left behind.
 */
export function clearNextRuntimeCaches(distDir: string = process.env.NEXT_DIST_DIR ?? '.next'): void {
  for (const cache of ['server/route-cache', 'cache/fetch-cache']) rmSync(`${distDir}/${cache}`, { recursive: true, force: true });
}
