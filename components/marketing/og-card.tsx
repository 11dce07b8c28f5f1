import { ImageResponse } from 'next/og';
import { hero } from '@/content/landing';
import { siteConfig } from '@/content/site';

export const OG_SIZE = { width: 1200, height: 630 };
export const OG_ALT = `${siteConfig.name}: tu página web profesional desde S/ 25 al mes`;

/**
 * The sharing card for links to the site, drawn at build time with next/og's bundled font
 * (no network fetch). Satori supports flexbox only, hence the explicit display: flex.
 */
export function renderOgCard(): ImageResponse {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: 'linear-gradient(135deg, #fbeee9 0%, #ffffff 60%)',
          color: '#1e2433',
        }}
      >
        <div style={{ display: 'flex', fontSize: 44, fontWeight: 700, color: '#b4342a' }}>{siteConfig.name}</div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>{hero.headline}</div>
          <div style={{ display: 'flex', marginTop: 28, fontSize: 32, color: '#4b5163' }}>
            Prueba gratis 5 días · Sin tarjeta · Lista en 5 días hábiles
          </div>
        </div>
        <div style={{ display: 'flex', fontSize: 28, color: '#4b5163' }}>Para restaurantes, turismo, tiendas y todo negocio del Perú</div>
      </div>
    ),
    OG_SIZE,
  );
}
