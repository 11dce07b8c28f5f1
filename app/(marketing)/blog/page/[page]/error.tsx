'use client';

import { ArticleList } from '@/components/blog/article-list';
import { BlogHeader } from '@/components/blog/blog-header';

/**
 * The list could not be read (the server has logged why): the spec leaves the empty view.
 * Nothing is cached for this response, so the next visit tries again.
 */
export default function BlogListError() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <BlogHeader page={1} />
      <ArticleList articles={[]} />
    </div>
  );
}
