import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { Suspense } from 'react';
import { ArticleNotFound } from '@/components/blog/article-not-found';
import { ArticleView } from '@/components/blog/article-view';
import { articleJsonLd, articleMetadata } from '@/lib/blog/article-seo';
import { findPublishedArticle } from '@/lib/blog/queries';
import { sanitizeArticleHtml } from '@/lib/html/sanitize';
import { JsonLd } from '@/lib/seo/json-ld';

/*
 * Rendered on the first visit and cached (no slug is known at build time, so the build never
 * opens the database); revalidateBlog() refreshes it the moment the article changes.
 */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await findPublishedArticle((await params).slug);
  if (found.kind !== 'article') return { title: 'Artículo no encontrado', robots: { index: false } };
  return articleMetadata(found.article);
}

export default async function ArticlePage({ params }: Props) {
  const found = await findPublishedArticle((await params).slug);
  if (found.kind === 'moved') permanentRedirect(`/blog/${found.slug}`);
  if (found.kind === 'missing') return <MissingArticle />;
  const { article } = found;
  return (
    <>
      <JsonLd data={articleJsonLd(article)} />
      <ArticleView article={{ ...article, html: sanitizeArticleHtml(article.content) }} />
    </>
  );
}

/**
 * A missing article's page. notFound() thrown by the page itself would leave Next 16 only its
 * empty error shell to send (the text drawn after JavaScript, docs/decisions/0008); thrown
 * inside a Suspense boundary of this cached (prerendered) route, it sets the 404 status while
 * the not-found view around it stays in the HTML.
 */
function MissingArticle() {
  return (
    <>
      <ArticleNotFound />
      <Suspense fallback={null}>
        <AnswerNotFound />
      </Suspense>
    </>
  );
}

function AnswerNotFound(): never {
  notFound();
}
