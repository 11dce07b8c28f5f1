import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * True only for `Authorization: Bearer <secret>`; without a configured secret, never. Both sides
 * are hashed first, so the comparison takes the same time whatever the header holds, its
 * length included.
 */
export function hasBearerToken(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || !authorization) return false;
  return timingSafeEqual(digest(authorization), digest(`Bearer ${secret}`));
}
