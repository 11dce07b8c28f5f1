import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/lib/config';

/** True only for `Authorization: Bearer <CRON_SECRET>`; without a configured secret, never. */
export function isAuthorizedCronCall(authorization: string | null): boolean {
  const secret = getConfig().cronSecret;
  if (!secret || !authorization) return false;
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(authorization);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
