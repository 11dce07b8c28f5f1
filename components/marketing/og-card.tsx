import { ImageResponse } from 'next/og';
import { hero } from '@/content/landing';
import type { PlanPrices } from '@/content/plans';
import { siteConfig } from '@/content/site';
import { planPriceLabels } from '@/lib/billing/price-ladder';
import { shareImageAlt } from '@/lib/seo/metadata';
import { SHARE_CARD_COLORS, SHARE_CARD_SIZE, ShareCardFrame } from './share-card';

export const OG_SIZE = SHARE_CARD_SIZE;
/**
 * Next reads an image file's `alt` as a constant, so this one names the first step's price. Only
 * pages that set no sharing image of their own carry it (sign-in, dashboard, panel, a complaint
 * sheet, not found: none indexed); every public page sets the image with the current alt
 * (lib/seo/metadata.ts, decision 0015).
 */
export const OG_ALT = shareImageAlt(planPriceLabels(0));

/**
 * The sharing card for links to the site, drawn with next/og's bundled font (no network fetch):
 * at build time with the first step's price, then again with the current one (the routes' revalidate).
 */
export function renderOgCard(prices: PlanPrices): ImageResponse {
  return new ImageResponse(
    <ShareCardFrame>
      <div style={{ display: 'flex', fontSize: 44, fontWeight: 700, color: SHARE_CARD_COLORS.brand }}>{siteConfig.name}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>{hero.headline(prices)}</div>
        <div style={{ display: 'flex', marginTop: 28, fontSize: 32, color: SHARE_CARD_COLORS.muted }}>
          Prueba gratis 5 días · Sin tarjeta · Lista en 5 días hábiles
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: SHARE_CARD_COLORS.muted }}>Para restaurantes, turismo, tiendas y todo negocio del Perú</div>
    </ShareCardFrame>,
    OG_SIZE,
  );
}
