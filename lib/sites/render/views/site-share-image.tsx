import { ImageResponse } from 'next/og';
import type { SiteDocument } from '@/lib/sites/document/document';
import { SITE_OG_IMAGE_SIZE } from '@/lib/sites/document/site-paths';

const PICTOGRAPHS = /[\p{Extended_Pictographic}\u200d\ufe0f]/gu;
/** Satori would fetch emoji pictures from a CDN while drawing: they are left out. */
const plain = (text: string) => text.replace(PICTOGRAPHS, '').replace(/\s+/g, ' ').trim();

/**
 * A site's Open Graph picture (1200×630 PNG): the business's name and tagline on its primary
 * colour (white text on it passes AA, lib/sites/render/palette.ts), an accent bar, and its address.
 * Drawn by next/og with its bundled font; Satori understands inline styles and flexbox only.
 */
export function siteShareImage(document: SiteDocument, host: string): ImageResponse {
  const { business, theme } = document;
  const name = plain(business.name) || host;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: theme.primary,
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', width: 120, height: 14, borderRadius: 7, background: '#ffffff' }} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ display: 'flex', fontSize: name.length > 40 ? 64 : 84, fontWeight: 700, lineHeight: 1.1 }}>{name}</div>
        {business.tagline ? <div style={{ display: 'flex', fontSize: 34, lineHeight: 1.3 }}>{plain(business.tagline)}</div> : null}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28 }}>
        <span>{[business.city, 'Perú'].filter(Boolean).join(', ')}</span>
        <span>{host}</span>
      </div>
    </div>,
    SITE_OG_IMAGE_SIZE,
  );
}
