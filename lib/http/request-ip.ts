import 'server-only';
import { headers } from 'next/headers';
import { CLIENT_IP_HEADER } from './client-ip';

/** The caller's address as proxy.ts resolved it (see docs/decisions/0002-client-address.md). */
export async function getRequestIp(): Promise<string> {
  return (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
}
