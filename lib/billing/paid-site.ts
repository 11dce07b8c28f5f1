import type { SubscriptionRow } from '@/lib/billing/queries';

/**
 * The site a confirmed payment is for (decision 0023): the one the provider's own record of it
 * names (set at checkout: Stripe's subscription metadata, a payment link's metadata), else the one
 * our subscription row names (Mercado Pago's preapprovals keep no metadata; monthly links and card
 * replacements continue the row). Null for a subscription from before checkouts named a site: it
 * pays for the customer's one site (lib/customer-site/own-site.ts).
 */
export function paidSiteOf(row: Pick<SubscriptionRow, 'siteId'>, named: { siteId?: string | null } | null): string | null {
  return named?.siteId ?? row.siteId ?? null;
}
