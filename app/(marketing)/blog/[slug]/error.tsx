'use client';

import { ArticleNotFound } from '@/components/blog/article-not-found';

/** The article could not be read (the server has logged why): the spec leaves the not-found view. */
export default function ArticleError() {
  return <ArticleNotFound />;
}
