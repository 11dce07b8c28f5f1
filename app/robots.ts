import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { absoluteUrl } from '@/lib/site/url';

/** robots.txt, built per request so it names the running deployment's APP_URL, not the build's. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/dashboard', '/api/', '/auth'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
