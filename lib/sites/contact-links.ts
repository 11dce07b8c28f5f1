import type { BusinessCard } from './document';

/** The business's WhatsApp chat and phone call links, or null when it has none. */
export const whatsappHref = (business: BusinessCard) => (business.whatsapp ? `https://wa.me/${business.whatsapp}` : null);
export const phoneHref = (business: BusinessCard) => (business.phone.replace(/[^\d+]/g, '').length >= 6 ? `tel:${business.phone.replace(/[^\d+]/g, '')}` : null);

/**
 * Where the site's own WhatsApp and phone links point: on the live site, through the counting
 * redirect (/ir/...); in the private preview (or an export), straight to the link.
 */
export function contactLinks(business: BusinessCard, tracked: boolean): { whatsapp: string | null; phone: string | null } {
  const whatsapp = whatsappHref(business);
  const phone = phoneHref(business);
  return {
    whatsapp: whatsapp && tracked ? '/ir/whatsapp' : whatsapp,
    phone: phone && tracked ? '/ir/telefono' : phone,
  };
}
