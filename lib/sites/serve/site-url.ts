import 'server-only';
import { getConfig } from '@/lib/config';

/**
 * A site's public address: https://{label}.{SITES_DOMAIN}, or, without a sites domain
 * (development, tests), http://{label}.localhost on the app's own port, which browsers resolve
 * to this machine.
 */
export function siteOrigin(label: string): string {
  const config = getConfig();
  if (config.sites.domain) return `https://${siteHost(label)}`;
  const app = new URL(config.appUrl);
  return `http://${siteHost(label)}${app.port ? `:${app.port}` : ''}`;
}

/** A site's own host name, without scheme or port: what a customer's CNAME points at. */
export function siteHost(label: string): string {
  return `${label}.${getConfig().sites.domain ?? 'localhost'}`;
}

/** The address of a verified custom domain (served through the TLS front, decision 0013). */
export function customDomainOrigin(domain: string): string {
  return `https://${domain}`;
}

export function siteUrl(label: string, slug = ''): string {
  return `${siteOrigin(label)}/${slug}`;
}
