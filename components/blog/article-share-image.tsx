import { ImageResponse } from 'next/og';
import { SHARE_CARD_COLORS, SHARE_CARD_SIZE, ShareCardFrame } from '@/components/marketing/share-card';
import { getArticleImageTitle } from '@/lib/blog/queries';

const PICTOGRAPHS = /[\p{Extended_Pictographic}\u200d\ufe0f]/gu;

/**
 * An article's share picture (Open Graph and Twitter). Emoji are dropped, since Satori would
 * fetch their pictures from a CDN while rendering.
 */
function ShareImage({ title }: { title: string }) {
  return (
    <ShareCardFrame>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 32, fontWeight: 700 }}>
        <div style={{ display: 'flex', width: 16, height: 48, background: SHARE_CARD_COLORS.brand, borderRadius: 4 }} />
        <span style={{ color: SHARE_CARD_COLORS.brand }}>Vitrina</span>
        <span style={{ color: SHARE_CARD_COLORS.muted, fontWeight: 400 }}>· Blog</span>
      </div>
      <div style={{ display: 'flex', fontSize: title.length > 70 ? 54 : 66, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
      <div style={{ display: 'flex', fontSize: 26, color: SHARE_CARD_COLORS.muted }}>Sitios web profesionales para negocios del Perú</div>
    </ShareCardFrame>
  );
}

/**
 * The picture depends only on the title, and a new title means a new slug and so a new URL:
 * CDNs may keep it an hour (an unpublished article's title should not linger longer). A slug
 * with no published article answers 404, like its page.
 */
export async function articleShareImage(slug: string): Promise<Response> {
  const title = await getArticleImageTitle(slug);
  if (title === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  const text = title.replace(PICTOGRAPHS, '').replace(/\s+/g, ' ').trim();
  return new ImageResponse(<ShareImage title={text || 'Blog de Vitrina'} />, {
    ...SHARE_CARD_SIZE,
    headers: { 'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400' },
  });
}
