import type { Metadata } from 'next';
import { ArticleNotFound } from '@/components/blog/article-not-found';

export const metadata: Metadata = { title: 'Artículo no encontrado', robots: { index: false } };

export default function ArticleNotFoundPage() {
  return <ArticleNotFound />;
}
