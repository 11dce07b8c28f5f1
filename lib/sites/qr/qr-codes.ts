import 'server-only';
import type { Actor } from '@/lib/auth/session';
import { resolveOwnPublishedSite } from '@/lib/customer-site/own-site';
import type { SiteDocument } from '@/lib/sites/document/document';
import { SITE_QR_PATH } from '@/lib/sites/document/site-paths';
import { getServedSite } from '@/lib/sites/serve/served-site';
import { siteOrigin } from '@/lib/sites/serve/site-url';

/**
 * The QR codes a live site offers its owner to print (issue 27): one for the site, for the door
 * and the flyers, and one for the menu page, for the tables. Each leads to the site's /qr entry
 * (lib/sites/traffic/visit-routes.ts), which counts the scan and redirects to the page. The code
 * carries the site's own address ({label}.vitrina), not a custom domain: a printed code outlives a
 * domain that is later changed or let go, and the address keeps working as long as the site does.
 */
export type SiteQrCode = {
  /** The page the code leads to: '' for the home page. */
  slug: string;
  /** What the dashboard calls it. */
  title: string;
  /** The line above the code on the printed sheet. */
  caption: string;
  /** What the code encodes. */
  url: string;
};

/**
 * The page of its own that shows the menu, if the site has one. A menu shown only on the home
 * page is what the site's code opens already.
 */
const menuPageOf = (document: SiteDocument) => document.pages.find((page) => page.slug !== '' && page.sections.some((section) => section.type === 'menu'));

export function siteQrCodes(label: string, document: SiteDocument): SiteQrCode[] {
  const entry = (slug: string) => `${siteOrigin(label)}/${SITE_QR_PATH}${slug ? `/${slug}` : ''}`;
  const codes: SiteQrCode[] = [{ slug: '', title: 'Tu web', caption: 'Escanea para visitar nuestra web', url: entry('') }];
  const menu = menuPageOf(document);
  if (menu) codes.push({ slug: menu.slug, title: 'Tu carta', caption: 'Escanea para ver la carta', url: entry(menu.slug) });
  return codes;
}

export type OwnSiteQr = { label: string; document: SiteDocument; codes: SiteQrCode[] };

/** The signed-in customer's QR codes, while their site is live (a code must lead somewhere); null otherwise. */
export async function getOwnSiteQrCodes(actor: Actor, siteId?: string): Promise<OwnSiteQr | null> {
  const site = await resolveOwnPublishedSite(actor, siteId);
  if (site?.status !== 'live') return null;
  const served = await getServedSite(site.label);
  return served.state === 'live' ? { label: site.label, document: served.document, codes: siteQrCodes(site.label, served.document) } : null;
}
