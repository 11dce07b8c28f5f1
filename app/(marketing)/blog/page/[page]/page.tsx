import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleList } from '@/components/blog/article-list';
import { BlogHeader } from '@/components/blog/blog-header';
import { BlogPagination } from '@/components/blog/blog-pagination';
import { getPublicPrices } from '@/lib/billing/launch-price';
import { listPublishedArticles } from '@/lib/blog/queries';
import { blogListHref, parseListPage } from '@/lib/blog/list-routes';
import { pageMetadata } from '@/lib/seo/metadata';

/*
 * /blog and /blog?page=N land here through the rewrites in lib/blog/list-routes.ts. Each page
 * is rendered on its first visit, cached (never at build time: no params are known), and
 * refreshed by revalidateBlog() the moment an article changes; `revalidate` is the backstop
 * for other instances and for CDNs (s-maxage).
 */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { page: string }[] {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parseListPage((await params).page) ?? 1;
  return pageMetadata({
    title: page > 1 ? `Blog, página ${page}` : 'Blog',
    description: 'Consejos prácticos para que tu negocio en Perú consiga más clientes en internet: páginas web, Google, WhatsApp y redes sociales.',
    path: blogListHref(page),
    prices: await getPublicPrices(),
  });
}

export default async function BlogListPage({ params }: Props) {
  const page = parseListPage((await params).page);
  if (page === null) notFound();
  const list = await listPublishedArticles(page);
  if (page > list.totalPages) notFound();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <BlogHeader page={page} />
      <ArticleList articles={list.articles} />
      <BlogPagination page={page} totalPages={list.totalPages} />
    </div>
  );
}
