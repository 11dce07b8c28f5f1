import 'server-only';
import type { PublishedSiteArticle } from '@/lib/sites/articles/published';
import { COUNTED_CONTACT_PATHS, phoneHref, whatsappHref } from '@/lib/sites/document/contact-links';
import { SITE_BLOG_PATH } from '@/lib/sites/document/site-paths';
import { liveSitePathResponse } from '@/lib/sites/serve/serve-site';
import type { LiveServedSite } from '@/lib/sites/serve/served-site';
import { liveSiteSitemap, siteRobots } from '@/lib/sites/serve/site-files';
import { checkPageHtml } from './check-page';
import { robotsProblem, sitemapProblem } from './check-files';
import type { SeoFinding } from './rules';

/**
 * The monthly check of one live site over its real pages (decision 0034): every page of its
 * document, its blog and articles, rendered by the very function its host answers with
 * (liveSitePathResponse), its sitemap and robots.txt likewise, and every internal link a page
 * carries asked of the site the same way, so a link "answers 200" when the site would answer it.
 * Nothing goes over the network and no counter moves.
 */

const pathOf = (slug: string) => `/${slug}`;

/** The site's answer for one of its paths, as its host would give it. */
function siteAnswer(site: LiveServedSite, articles: PublishedSiteArticle[], path: string): Promise<Response> | Response {
  if (path === '/sitemap.xml') return liveSiteSitemap(site, articles);
  if (path === '/robots.txt') return siteRobots(site);
  let parts: string[];
  try {
    parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return new Response(null, { status: 404 }); // a malformed escape: the route would not find it either
  }
  return liveSitePathResponse(site, articles, parts);
}

/** The counted WhatsApp and phone links redirect to the business (and count a click): valid when the business has that contact. */
function countedLinkStatus(site: LiveServedSite, path: string): number | null {
  if (path === COUNTED_CONTACT_PATHS.whatsapp) return whatsappHref(site.document.business) ? 200 : 404;
  if (path === COUNTED_CONTACT_PATHS.phone) return phoneHref(site.document.business) ? 200 : 404;
  return null;
}

export async function checkLiveSite(site: LiveServedSite, articles: PublishedSiteArticle[]): Promise<{ findings: SeoFinding[]; pagesChecked: number }> {
  const pages = [
    ...site.document.pages.map((page) => pathOf(page.slug)),
    ...(articles.length > 0 ? [pathOf(SITE_BLOG_PATH), ...articles.map((a) => pathOf(`${SITE_BLOG_PATH}/${a.slug}`))] : []),
  ];
  const findings: SeoFinding[] = [];
  const statuses = new Map<string, number>();
  const linksFrom = new Map<string, string[]>();
  for (const path of pages) {
    const response = await siteAnswer(site, articles, path);
    statuses.set(path, response.status);
    if (response.status !== 200) {
      findings.push({ rule: 'internal_link', path, detail: `The page itself answers ${response.status}` });
      continue;
    }
    const page = checkPageHtml(await response.text(), { origin: site.origin, path });
    findings.push(...page.findings);
    linksFrom.set(path, page.internalLinks);
  }
  for (const [path, links] of linksFrom) {
    const broken: string[] = [];
    for (const link of links) {
      let status = statuses.get(link) ?? countedLinkStatus(site, link);
      if (status === null) {
        status = (await siteAnswer(site, articles, link)).status;
        statuses.set(link, status);
      }
      if (status !== 200) broken.push(`${link} (${status})`);
    }
    if (broken.length > 0) findings.push({ rule: 'internal_link', path, detail: `Links that do not answer 200: ${broken.slice(0, 5).join(', ')}` });
  }
  const sitemap = await sitemapProblem(await siteAnswer(site, articles, '/sitemap.xml'), site.origin, pages);
  if (sitemap) findings.push({ rule: 'sitemap', path: '', detail: sitemap });
  const robots = await robotsProblem(await siteAnswer(site, articles, '/robots.txt'), site.origin);
  if (robots) findings.push({ rule: 'robots', path: '', detail: robots });
  return { findings, pagesChecked: pages.length };
}
