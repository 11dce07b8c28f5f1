import { ImageResponse } from 'next/og';
import { getArticleImageTitle } from '@/lib/blog/queries';

/**
 * The 1200×630 share image of an article (Open Graph and Twitter), drawn by next/og: Satori
 * understands inline styles and flexbox only. Emoji are dropped, since Satori would fetch their
 * pictures from a CDN while rendering.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

const PICTOGRAPHS = /[\p{Extended_Pictographic}\u200d\ufe0f]/gu;

function ShareImage({ title }: { title: string }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #fbf7f0 0%, #f6e6dc 100%)',
        color: '#1f2433',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 32, fontWeight: 700 }}>
        <div style={{ display: 'flex', width: 16, height: 48, background: '#b4342a', borderRadius: 4 }} />
        <span style={{ color: '#b4342a' }}>Vitrina</span>
        <span style={{ color: '#5b6170', fontWeight: 400 }}>· Blog</span>
      </div>
      <div style={{ display: 'flex', fontSize: title.length > 70 ? 54 : 66, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
      <div style={{ display: 'flex', fontSize: 26, color: '#5b6170' }}>Sitios web profesionales para negocios del Perú</div>
    </div>
  );
}

/**
 * The picture depends only on the title, and a new title means a new slug and so a new URL:
 * CDNs may keep it an hour (an unpublished article's title should not linger longer).
 */
export async function articleShareImage(slug: string): Promise<ImageResponse> {
  const title = (await getArticleImageTitle(slug))?.replace(PICTOGRAPHS, '').replace(/\s+/g, ' ').trim();
  return new ImageResponse(<ShareImage title={title || 'Blog de Vitrina'} />, {
    ...SHARE_IMAGE_SIZE,
    headers: { 'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400' },
  });
}
