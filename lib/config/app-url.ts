import { getConfig } from '@/lib/config';

/** The public origin used in canonical URLs, sitemaps and e-mails (APP_URL). */
export function getSiteUrl(): string {
  return getConfig().appUrl;
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${getSiteUrl()}/`).toString();
}
