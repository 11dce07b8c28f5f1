import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { SiteFrame, SitePageView } from '@/components/sites/site-page';
import { SiteThanks } from '@/components/sites/site-thanks';
import { resolveSitePath } from '@/lib/sites/resolve-path';
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
  return { site, target, origin: site.origin };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, target, origin } = await load(props);
  const { business } = site.document;
  const title = target.kind === 'page' && target.page.slug ? `${target.page.title} | ${business.name}` : business.name;
  const url = `${origin}/${target.kind === 'page' ? target.page.slug : 'gracias'}`;
  return {
    title: { absolute: title },
    description: business.tagline || `${business.name} en ${business.city || 'Perú'}`,
    alternates: { canonical: url },
    robots: target.kind === 'thanks' ? { index: false, follow: true } : undefined,
    openGraph: { type: 'website', locale: 'es_PE', siteName: business.name, title, url, ...(business.logoUrl ? { images: [{ url: business.logoUrl }] } : {}) },
    twitter: { card: 'summary', title },
    icons: business.logoUrl ? { icon: business.logoUrl } : undefined,
  };
}

export default async function SitePage(props: Props) {
  const { site, target, origin } = await load(props);
  if (target.kind === 'thanks') {
    return (
      <SiteFrame document={site.document} current={null} origin={origin}>
        <SiteThanks />
      </SiteFrame>
    );
  }
  return <SitePageView document={site.document} page={target.page} origin={origin} />;
}
