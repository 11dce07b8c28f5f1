import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config/app-url';

/** Built per request, so it names the running deployment's APP_URL rather than the build's. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    // No `Allow: /`: everything not disallowed is allowed anyway, and Next writes Allow lines
    // before Disallow ones, which parsers that apply the first matching line (Python's
    // urllib.robotparser) read as "everything allowed".
    rules: { userAgent: '*', disallow: ['/admin', '/dashboard', '/api/', '/auth'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
