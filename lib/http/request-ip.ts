import 'server-only';
import { headers } from 'next/headers';
import { getConfig } from '@/lib/config';
import { clientIpFrom } from './client-ip';

/** The caller's address for our own rate limits (see docs/decisions/0002-client-address.md). */
export async function getRequestIp(): Promise<string> {
  return clientIpFrom(await headers(), getConfig().auth.trustedProxyCount);
}
