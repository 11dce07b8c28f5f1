import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * Refreshes the cached public blog after an article is published, unpublished, edited or
 * deleted: the list, each affected article URL (old and new slugs) and the sitemap and feed.
 */
export function revalidateBlog(slugs: string[]): void {
  revalidatePath('/blog');
  for (const slug of new Set(slugs)) revalidatePath(`/blog/${slug}`);
  revalidatePath('/sitemap.xml');
  revalidatePath('/blog/rss.xml');
}
