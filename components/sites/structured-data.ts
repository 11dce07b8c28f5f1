import type { Rubro, SiteDocument } from '@/lib/sites/document';
import { weekdayValues } from '@/lib/sites/document';

/** schema.org's LocalBusiness subtype for each rubro. */
const SCHEMA_TYPE: Record<Rubro, string> = {
  restaurant: 'Restaurant',
  tourism: 'TravelAgency',
  shop: 'Store',
  services: 'ProfessionalService',
  other: 'LocalBusiness',
};

const DAY = { lunes: 'Monday', martes: 'Tuesday', miercoles: 'Wednesday', jueves: 'Thursday', viernes: 'Friday', sabado: 'Saturday', domingo: 'Sunday' } as const;

export function localBusinessJsonLd(document: SiteDocument, origin: string): Record<string, unknown> {
  const { business } = document;
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[business.rubro],
    name: business.name,
    url: `${origin}/`,
    ...(business.tagline ? { description: business.tagline } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.email ? { email: business.email } : {}),
    ...(business.logoUrl ? { logo: business.logoUrl, image: business.logoUrl } : {}),
    address: { '@type': 'PostalAddress', ...(business.address ? { streetAddress: business.address } : {}), ...(business.city ? { addressLocality: business.city } : {}), addressCountry: 'PE' },
    openingHoursSpecification: weekdayValues.flatMap((day) => {
      const hours = business.hours[day];
      return hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAY[day], opens: hours.open, closes: hours.close }] : [];
    }),
    ...(business.social.length ? { sameAs: business.social.map((s) => s.url) } : {}),
    ...(business.rubro === 'restaurant' ? { servesCuisine: 'Peruana', acceptsReservations: true } : {}),
  };
}
