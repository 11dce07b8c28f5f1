import type { BusinessCard } from './document';

/**
 * A phone as the world dials it: '+51987654321'. Customers type Peruvian numbers the local way
 * ('987 654 321', '01 555 0000'); a tourist's phone needs the country code to reach them. A number
 * typed with '+' or with 51 in front is kept as it is; one whose country cannot be told (a
 * landline without its area code) keeps its digits; too few digits to be a phone is null.
 */
export function internationalPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return null;
  if (phone.trim().startsWith('+') || phone.trim().startsWith('00')) return `+${digits.replace(/^00/, '')}`;
  // A Peruvian mobile (9 digits, starting with 9) or 51 and a mobile.
  if (/^9\d{8}$/.test(digits)) return `+51${digits}`;
  if (/^519\d{8}$/.test(digits)) return `+${digits}`;
  // A landline with its area code (01 for Lima, 044 for Trujillo...): the 0 is the national prefix.
  if (/^0\d{6,9}$/.test(digits)) return `+51${digits.slice(1)}`;
  // A number without its area code or a foreign one without '+': which country is not known.
  return digits;
}

/**
 * A phone as people read it: a Peruvian mobile in threes ('987 654 321'), Lima's landlines as
 * '01 555 0000'; anything else as the customer typed it.
 */
export function displayPhone(phone: string): string {
  const international = internationalPhone(phone);
  const mobile = /^\+51(9\d{2})(\d{3})(\d{3})$/.exec(international ?? '');
  if (mobile) return mobile.slice(1).join(' ');
  const lima = /^\+511(\d{3})(\d{4})$/.exec(international ?? '');
  if (lima) return `01 ${lima[1]} ${lima[2]}`;
  return phone.trim();
}

/** The business's WhatsApp chat and phone call links, or null when it has none. */
export const whatsappHref = (business: BusinessCard) => (business.whatsapp ? `https://wa.me/${business.whatsapp}` : null);
export const phoneHref = (business: Pick<BusinessCard, 'phone'>) => {
  const international = internationalPhone(business.phone);
  return international ? `tel:${international}` : null;
};

/** The live site's own WhatsApp and phone links pass through these counting redirects (lib/sites/traffic/visit-routes.ts). */
export const COUNTED_CONTACT_PATHS = { whatsapp: '/ir/whatsapp', phone: '/ir/telefono' } as const;
