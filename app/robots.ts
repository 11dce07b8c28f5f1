import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site/url';

/** Built per request, so it names the running deployment's APP_URL rather than the build's. */
export const dynamic = 'force-dynamic';

/**
 * Only Disallow lines: everything else is allowed by default. An `Allow: /` would come first in
 * Next's output, and parsers that apply the first matching line (Python's urllib.robotparser)
 * would then let crawlers into the private areas.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', disallow: ['/admin', '/dashboard', '/api/', '/auth'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
