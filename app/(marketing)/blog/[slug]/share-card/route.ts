import { articleShareImage } from '@/components/blog/article-share-image';

/**
 * An article's 1200×630 share card, at an address the code can name: Open Graph, Twitter and
 * the BlogPosting JSON-LD all point here (Next adds a build hash to the address of an
 * opengraph-image file inside a dynamic segment). 404 when no published article has the slug.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return articleShareImage((await params).slug);
}
