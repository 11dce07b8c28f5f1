import type { BusinessCard } from './document';

/** The business's WhatsApp chat and phone call links, or null when it has none. */
export const whatsappHref = (business: BusinessCard) => (business.whatsapp ? `https://wa.me/${business.whatsapp}` : null);
export const phoneHref = (business: BusinessCard) => (business.phone.replace(/[^\d+]/g, '').length >= 6 ? `tel:${business.phone.replace(/[^\d+]/g, '')}` : null);

/** The live site's own WhatsApp and phone links pass through these counting redirects (lib/sites/visit-routes.ts). */
export const COUNTED_CONTACT_PATHS = { whatsapp: '/ir/whatsapp', phone: '/ir/telefono' } as const;
