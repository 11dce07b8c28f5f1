import 'server-only';
import { getConfig } from '@/lib/config';
import { ForwardEmailProvider } from './forward-email';
import type { EmailForwardingProvider } from './provider';

/**
 * The configured e-mail forwarding provider, or null when EMAIL_FORWARDING_API_URL is not set:
 * then 'Correo profesional' says it is not available and calls nothing.
 */
export function getEmailForwarding(): EmailForwardingProvider | null {
  const settings = getConfig().emailForwarding;
  return settings ? new ForwardEmailProvider(settings) : null;
}
