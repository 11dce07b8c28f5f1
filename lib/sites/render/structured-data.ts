import { internationalPhone } from '@/lib/sites/document/contact-links';
import type { Rubro, SiteDocument } from '@/lib/sites/document/document';
import { weekdayValues } from '@/lib/sites/document/document';
import { langPath, type SiteLang } from '@/lib/sites/document/english';

/** schema.org's LocalBusiness subtype for each rubro. */
const SCHEMA_TYPE: Record<Rubro, string> = {
  restaurant: 'Restaurant',
  tourism: 'TravelAgency',
  shop: 'Store',
  services: 'ProfessionalService',
  other: 'LocalBusiness',
};

const DAY = {
  lunes: 'Monday',
  martes: 'Tuesday',
  miercoles: 'Wednesday',
  jueves: 'Thursday',
  viernes: 'Friday',
  sabado: 'Saturday',
  domingo: 'Sunday',
} as const;

/**
 * The business as search engines read it. Only what the document states: no opening hours when
 * none were given, the phone in international form (what a search result dials), the site's
 * share picture as its image, and the menu page when there is one.
 */
/** `lang`: the page's language; `document` is already in it, so the description is too, and the addresses are that language's pages. */
export function localBusinessJsonLd(document: SiteDocument, origin: string, image: string, lang: SiteLang = 'es'): Record<string, unknown> {
  const { business } = document;
  const telephone = internationalPhone(business.phone);
  const hours = weekdayValues.flatMap((day) => {
    const open = business.hours[day];
    return open ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAY[day], opens: open.open, closes: open.close }] : [];
  });
  const menuPage = document.pages.find((page) => page.sections.some((section) => section.type === 'menu') && page.slug !== '');
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[business.rubro],
    name: business.name,
    url: `${origin}${langPath(lang, '')}`,
    ...(business.tagline ? { description: business.tagline } : {}),
    ...(telephone ? { telephone } : {}),
    ...(business.email ? { email: business.email } : {}),
    image,
    ...(business.logoUrl ? { logo: business.logoUrl } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(business.address ? { streetAddress: business.address } : {}),
      ...(business.city ? { addressLocality: business.city } : {}),
      addressCountry: 'PE',
    },
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(menuPage ? { hasMenu: `${origin}${langPath(lang, menuPage.slug)}` } : {}),
    ...(business.social.length ? { sameAs: business.social.map((s) => s.url) } : {}),
    ...(business.rubro === 'restaurant' ? { servesCuisine: lang === 'en' ? 'Peruvian' : 'Peruana', acceptsReservations: true } : {}),
  };
}
