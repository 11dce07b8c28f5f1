import { OG_ALT, OG_SIZE, renderOgCard } from '@/components/marketing/og-card';
import { getPublicPrices } from '@/lib/billing/launch-price';

// The card shows the current price: drawn again every few minutes, like the landing page.
export const revalidate = 300;
export const alt = OG_ALT;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function OpenGraphImage() {
  return renderOgCard(await getPublicPrices());
}
