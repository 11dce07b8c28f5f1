import 'server-only';
import type { LegalServices } from '@/content/legal/services';
import { getBillingProvider } from '@/lib/billing/get-provider';
import { getConfig } from '@/lib/config';

/**
 * The services the legal pages and the FAQ name, read from the configuration the page is drawn
 * with. The public pages are drawn by `next build` and then again every few minutes by the
 * server (app/(marketing)/layout.tsx), so the build must see the same payment and receipt
 * settings as the server, as it already must for APP_URL and the company data (decision 0007).
 */
export function getLegalServices(): LegalServices {
  const { paymentProvider, receipts } = getConfig();
  return {
    payments: paymentProvider,
    // Yape is paid through the provider's one-time payment links, which only some providers offer.
    yape: Boolean(getBillingProvider()?.createPaymentLink),
    receipts: receipts !== undefined,
  };
}
