import { articleShareImage } from '@/components/blog/article-share-image';

export const alt = 'Artículo del blog de Vitrina';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return articleShareImage((await params).slug);
}
