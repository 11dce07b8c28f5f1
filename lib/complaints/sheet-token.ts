import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/lib/config';

/**
 * The consumer's key to their printable sheet: an HMAC of the sheet id under the server secret.
 * Unguessable without the secret, needs no column, and knowing one sheet's number or token says
 * nothing about any other sheet.
 */
export function sheetAccessToken(sheetId: string): string {
  return createHmac('sha256', getConfig().auth.secret).update(`complaint-sheet:${sheetId}`).digest('base64url').slice(0, 32);
}

export function isValidSheetToken(sheetId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(sheetAccessToken(sheetId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
