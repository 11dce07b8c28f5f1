import type { FaqItem } from '@/content/faq';
import type { Plan, PlanPrices } from '@/content/plans';
import { siteConfig } from '@/content/site';

type OrganizationInput = {
  siteUrl: string;
  contactEmail: string;
  whatsappNumber?: string;
  company: { legalName: string; ruc: string; address: string };
  /** The current prices: the description names the Básico's. */
  prices: PlanPrices;
};

/** schema.org Organization: who runs the site and how to reach them. */
export function organizationJsonLd({ siteUrl, contactEmail, whatsappNumber, company, prices }: OrganizationInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: siteConfig.name,
    legalName: company.legalName,
    taxID: company.ruc,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon.svg`,
    description: siteConfig.description(prices),
    email: contactEmail,
    address: { '@type': 'PostalAddress', streetAddress: company.address, addressCountry: 'PE' },
    areaServed: { '@type': 'Country', name: 'Perú' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: contactEmail,
      availableLanguage: 'es',
      ...(whatsappNumber ? { telephone: `+${whatsappNumber.replace(/^\+/, '')}` } : {}),
    },
  };
}

/** schema.org FAQPage built from the same questions the accordion shows. */
export function faqPageJsonLd(faqs: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/**
 * The monthly plans as Offers in soles. The custom plan has no list price (it is quoted), so it
 * is left out rather than published with a made-up one.
 */
export function plansJsonLd(plans: readonly Plan[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: 'Página web profesional por suscripción',
    serviceType: 'Diseño y alojamiento de sitios web',
    provider: { '@id': `${siteUrl}/#organization` },
    areaServed: { '@type': 'Country', name: 'Perú' },
    offers: plans.flatMap((plan) =>
      plan.price === null
        ? []
        : [
            {
              '@type': 'Offer',
              name: `Plan ${plan.name}`,
              description: plan.description,
              price: plan.price.toFixed(2),
              priceCurrency: 'PEN',
              url: `${siteUrl}/#precios`,
              availability: 'https://schema.org/InStock',
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price: plan.price.toFixed(2),
                priceCurrency: 'PEN',
                billingDuration: 'P1M',
              },
            },
          ],
    ),
  };
}
