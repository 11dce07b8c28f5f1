import { ImageResponse } from 'next/og';
import { hero } from '@/content/landing';
import { siteConfig } from '@/content/site';
import { SHARE_CARD_COLORS, SHARE_CARD_SIZE, ShareCardFrame } from './share-card';

export const OG_SIZE = SHARE_CARD_SIZE;
export const OG_ALT = `${siteConfig.name}: tu página web profesional desde S/ 25 al mes`;

/** The sharing card for links to the site, drawn at build time with next/og's bundled font (no network fetch). */
export function renderOgCard(): ImageResponse {
  return new ImageResponse(
    (
      <ShareCardFrame>
        <div style={{ display: 'flex', fontSize: 44, fontWeight: 700, color: SHARE_CARD_COLORS.brand }}>{siteConfig.name}</div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>{hero.headline}</div>
          <div style={{ display: 'flex', marginTop: 28, fontSize: 32, color: SHARE_CARD_COLORS.muted }}>
            Prueba gratis 5 días · Sin tarjeta · Lista en 5 días hábiles
          </div>
        </div>
        <div style={{ display: 'flex', fontSize: 28, color: SHARE_CARD_COLORS.muted }}>Para restaurantes, turismo, tiendas y todo negocio del Perú</div>
      </ShareCardFrame>
    ),
    OG_SIZE,
  );
}
