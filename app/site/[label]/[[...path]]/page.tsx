import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { SiteArticleView, SiteBlogIndex } from '@/components/sites/site-blog';
import { SiteFrame, SitePageView } from '@/components/sites/site-page';
import { SiteThanks } from '@/components/sites/site-thanks';
import { getPublishedSiteArticles } from '@/lib/sites/articles';
import { resolveSitePath, SITE_BLOG_PATH } from '@/lib/sites/resolve-path';
import { getServedSite } from '@/lib/sites/queries';

/**
 * A customer's live site, reached through its own host (lib/sites/host-rewrites.ts). Rendered on
 * the first visit and served from the cache until a publish, suspension or reactivation expires
 * it (lib/sites/cache.ts); the hour is a backstop for instances that do not share a cache.
 */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ label: string; path?: string[] }> };

async function load(props: Props) {
  const { label, path } = await props.params;
  const site = await getServedSite(label);
  if (site.state === 'missing') notFound();
  if (site.state === 'suspended') redirect('/no-disponible');
  const target = resolveSitePath(site.document, path);
  if (!target) notFound();
  const articles = await getPublishedSiteArticles(site.label);
  const article = target.kind === 'article' ? articles.find((a) => a.slug === target.slug) : undefined;
  if ((target.kind === 'blog' && articles.length === 0) || (target.kind === 'article' && !article)) notFound();
  return { site, target, articles, article, origin: site.origin };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, target, article, origin } = await load(props);
  const { business } = site.document;
  const [title, path, description] =
    target.kind === 'page'
      ? [target.page.slug ? `${target.page.title} | ${business.name}` : business.name, target.page.slug, business.tagline]
      : target.kind === 'blog'
        ? [`Blog | ${business.name}`, SITE_BLOG_PATH, `Artículos de ${business.name}`]
        : target.kind === 'article' && article
          ? [`${article.title} | ${business.name}`, `${SITE_BLOG_PATH}/${article.slug}`, article.excerpt]
          : [business.name, 'gracias', ''];
  const url = `${origin}/${path}`;
  return {
    title: { absolute: title },
    description: description || `${business.name} en ${business.city || 'Perú'}`,
    alternates: { canonical: url, types: { 'application/rss+xml': `${origin}/feed.xml` } },
    robots: target.kind === 'thanks' ? { index: false, follow: true } : undefined,
    openGraph: { type: target.kind === 'article' ? 'article' : 'website', locale: 'es_PE', siteName: business.name, title, url, ...(business.logoUrl ? { images: [{ url: business.logoUrl }] } : {}) },
    twitter: { card: 'summary', title },
    icons: business.logoUrl ? { icon: business.logoUrl } : undefined,
  };
}

export default async function SitePage(props: Props) {
  const { site, target, articles, article, origin } = await load(props);
  const hasBlog = articles.length > 0;
  if (target.kind === 'page') return <SitePageView document={site.document} page={target.page} origin={origin} hasBlog={hasBlog} tracked />;
  return (
    <SiteFrame document={site.document} current={target.kind === 'thanks' ? null : SITE_BLOG_PATH} origin={origin} hasBlog={hasBlog} tracked>
      {target.kind === 'thanks' ? <SiteThanks /> : article ? <SiteArticleView article={article} /> : <SiteBlogIndex businessName={site.document.business.name} articles={articles} />}
    </SiteFrame>
  );
}
