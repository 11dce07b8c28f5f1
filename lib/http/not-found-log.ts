import { logger } from '@/lib/logger';

/** Unknown paths are logged: a spike shows broken links or someone probing. */
export function logNotFound(path: string | null): void {
  logger.warn({ path: path ?? 'unknown' }, 'page not found');
}
