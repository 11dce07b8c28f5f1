import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { faqs } from '@/content/faq';
import { plans } from '@/content/plans';
import { planPriceLabels } from '@/lib/billing/price-ladder';
import { JsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { faqPageJsonLd, organizationJsonLd, plansJsonLd } from '@/lib/seo/structured-data';

const prices = planPriceLabels(0);

describe('serializeJsonLd', () => {
  it('cannot close its script element or open markup, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- x -->', line: 'a\u2028b' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('renders one application/ld+json script with the escaped text', () => {
    const html = renderToStaticMarkup(<JsonLd data={{ name: '</script>' }} />);
    expect(html).toBe('<script type="application/ld+json">{"name":"\\u003c/script\\u003e"}</script>');
  });
});

describe('structured data', () => {
  it('describes all 13 questions of the FAQ', () => {
    const data = faqPageJsonLd(faqs({ payments: 'stripe', yape: false, receipts: true }));
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(13);
    expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
  });

  it('offers the two priced plans in soles and leaves the quoted plan out', () => {
    const data = plansJsonLd(plans, 'https://vitrina.pe');
    expect(data.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ['Plan Básico', '25.00', 'PEN'],
      ['Plan Crecimiento', '45.00', 'PEN'],
    ]);
  });

  it('gives the organization its contact e-mail and, when set, its WhatsApp number', () => {
    const company = { legalName: 'Vitrina Digital S.A.C.', ruc: '20123456789', address: 'Av. Larco 101, Lima' };
    const withPhone = organizationJsonLd({ siteUrl: 'https://vitrina.pe', contactEmail: 'hola@vitrina.pe', whatsappNumber: '51987654321', company, prices });
    expect(withPhone.contactPoint).toMatchObject({ email: 'hola@vitrina.pe', telephone: '+51987654321' });
    const withoutPhone = organizationJsonLd({ siteUrl: 'https://vitrina.pe', contactEmail: 'hola@vitrina.pe', company, prices });
    expect(withoutPhone.contactPoint).not.toHaveProperty('telephone');
  });
});

describe('pageMetadata', () => {
  it('sets canonical, Open Graph in es_PE with the sharing image, and Twitter tags', () => {
    const metadata = pageMetadata({ title: 'Contáctanos', description: 'Escríbenos.', path: '/contact', prices });
    expect(metadata.title).toBe('Contáctanos');
    expect(metadata.alternates?.canonical).toBe('/contact');
    expect(metadata.openGraph).toMatchObject({ locale: 'es_PE', url: '/contact', title: 'Contáctanos | Vitrina', images: [{ url: '/opengraph-image' }] });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Contáctanos | Vitrina' });
    expect(metadata.robots).toBeUndefined();
  });

  it('keeps flow pages out of search results', () => {
    expect(pageMetadata({ title: 'x', description: 'y', path: '/trial/cancel', noIndex: true, prices }).robots).toEqual({ index: false, follow: true });
  });
});
