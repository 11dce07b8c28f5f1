import 'server-only';
import { UserFacingError } from '@/lib/actions/result';
import type { Actor } from '@/lib/auth/session';
import { logger } from '@/lib/logger';
import { absoluteUrl } from '@/lib/config/app-url';
import { getSubscriptionRow } from '@/lib/billing/queries';
import { PROVIDER_UNAVAILABLE, requireBillingProvider } from './get-provider';
import { BillingProviderError } from './provider';

export const SUBSCRIPTION_PAGE = '/dashboard/suscripcion';

/** customer-portal (spec section 7): the provider's self-service page for the caller's own customer record. */
export async function openBillingPortal(actor: Actor): Promise<{ url: string }> {
  const row = await getSubscriptionRow(actor.userId);
  if (!row?.providerCustomerId) {
    throw new UserFacingError('Todavía no tienes un plan de pago que gestionar.');
  }
  const provider = requireBillingProvider();
  // Without a hosted portal, our own page shows the plan, the charges and the way to cancel.
  if (!provider.hasHostedPortal) return { url: absoluteUrl(SUBSCRIPTION_PAGE) };
  try {
    return await provider.createPortal({ customerId: row.providerCustomerId, returnUrl: absoluteUrl('/dashboard') });
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    logger.warn({ err: error, userId: actor.userId }, 'billing portal could not be opened');
    throw new UserFacingError(PROVIDER_UNAVAILABLE);
  }
}
