import type { ActionResult } from '@/lib/actions/result';

const OFFLINE = 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/**
 * Calls a server action; a dropped connection becomes an ordinary failed result instead of an
 * exception that would take the dashboard down through the error boundary.
 */
export async function reachServer<T>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, error: OFFLINE, code: 'failed' };
  }
}
