import 'server-only';
import { getConfig } from '@/lib/config';
import { hasBearerToken } from '@/lib/security/bearer-token';

/** True only for `Authorization: Bearer <CRON_SECRET>`; without a configured secret, never. */
export function isAuthorizedCronCall(authorization: string | null): boolean {
  return hasBearerToken(authorization, getConfig().cronSecret);
}
