import 'server-only';
import { headers } from 'next/headers';
import { getConfig } from '@/lib/config';
import { clientIpFromForwardedFor } from './client-ip';

/** The caller's address for our own rate limits (see docs/decisions/0002-client-address.md). */
export async function getRequestIp(): Promise<string> {
  return clientIpFromForwardedFor((await headers()).get('x-forwarded-for'), getConfig().auth.trustedProxyCount);
}
