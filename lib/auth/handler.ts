import 'server-only';
import { getAuth } from './auth';

/** Better Auth's HTTP endpoints (sign-up, sign-in, sign-out, reset, two-factor). */
export function handleAuthRequest(request: Request): Promise<Response> {
  return getAuth().handler(request);
}
