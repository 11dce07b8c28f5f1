import type { BusinessCard } from '@/lib/sites/document/document';
import type { SiteText } from '../site-text';

/** "S/ 25.00"; a zero price reads as "Consultar" ("Ask us"); no price shows nothing. */
export function formatPrice(cents: number | null, text: SiteText): string | null {
  if (cents === null) return null;
  return cents === 0 ? text.askPrice : text.currency.format(cents / 100);
}

export const mapHref = (business: BusinessCard) =>
  business.address || business.city
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([business.name, business.address, business.city, 'Perú'].filter(Boolean).join(', '))}`
    : null;
