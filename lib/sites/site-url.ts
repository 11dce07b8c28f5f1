import 'server-only';
import { getConfig } from '@/lib/config';

/**
 * A site's public address: https://{label}.{SITES_DOMAIN}, or, without a sites domain
 * (development, tests), http://{label}.localhost on the app's own port, which browsers resolve
 * to this machine.
 */
export function siteOrigin(label: string): string {
  const config = getConfig();
  if (config.sites.domain) return `https://${label}.${config.sites.domain}`;
  const app = new URL(config.appUrl);
  return `http://${label}.localhost${app.port ? `:${app.port}` : ''}`;
}

export function siteUrl(label: string, slug = ''): string {
  return `${siteOrigin(label)}/${slug}`;
}
