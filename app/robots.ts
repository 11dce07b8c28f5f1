import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site/url';

/** Built per request, so it names the running deployment's APP_URL rather than the build's. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/dashboard', '/api/', '/auth'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
