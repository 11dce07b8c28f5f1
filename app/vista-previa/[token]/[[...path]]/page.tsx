import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { SitePageView } from '@/components/sites/site-page';
import { getPreviewSite, previewPath } from '@/lib/sites/preview';
import { resolveSitePath } from '@/lib/sites/resolve-path';
import { siteOrigin } from '@/lib/sites/site-url';

/**
 * The customer's private preview of their site (issue 13): the newest version, through the same
 * renderer as the live site, at an address only the token opens. Never cached, never indexed.
 */
type Props = { params: Promise<{ token: string; path?: string[] }> };

export const metadata: Metadata = { title: { absolute: 'Vista previa de tu sitio' }, robots: { index: false, follow: false } };

export default async function SitePreviewPage({ params }: Props) {
  await connection();
  const { token, path } = await params;
  const preview = await getPreviewSite(token);
  if (!preview) notFound();
  const target = resolveSitePath(preview.document, path);
  if (!target || target.kind !== 'page') notFound();
  return <SitePageView document={preview.document} page={target.page} origin={siteOrigin(preview.label)} previewBase={previewPath(token)} />;
}
