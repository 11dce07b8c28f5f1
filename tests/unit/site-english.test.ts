import { describe, expect, it } from 'vitest';
import { siteDocumentSchema, type SiteDocument } from '@/lib/sites/document/document';
import { englishGaps, hasEnglish, inEnglish, langPath, pathLang, translatableTexts, withEnglishTexts } from '@/lib/sites/document/english';
import { RESERVED_PAGE_SLUGS } from '@/lib/sites/document/site-paths';
import { noticeSentence } from '@/lib/sites/document/site-notice';
import { noOpeningHours } from '@/lib/submissions/opening-hours';

const base = {
  version: 1,
  theme: { primary: '#1a6b54', accent: '#a4431c', fonts: 'moderna' },
  business: {
    name: 'Cevichería La Ola',
    rubro: 'restaurant',
    tagline: 'Ceviche fresco frente al mar',
    address: 'Av. Costanera 123',
    city: 'Paracas',
    phone: '987 654 321',
    whatsapp: '51987654321',
    email: '',
    hours: noOpeningHours(),
    social: [],
    logoUrl: null,
  },
  pages: [
    {
      slug: '',
      title: 'Inicio',
      sections: [
        { type: 'hero', id: 'hero', heading: 'Bienvenidos', subheading: 'Pescado del día', ctaLabel: 'Ver la carta', ctaHref: '/carta', imageUrl: null },
        {
          type: 'menu',
          id: 'carta',
          heading: 'Carta',
          takesOrders: false,
          categories: [{ name: 'Ceviches', items: [{ name: 'Ceviche clásico', description: '', priceCents: 3500, imageUrl: null }] }],
        },
      ],
    },
    { slug: 'carta', title: 'Carta', sections: [{ type: 'testimonials', id: 'dicen', heading: '', items: [{ quote: 'Delicioso', author: 'Ana' }] }] },
  ],
};

const parse = (value: unknown): SiteDocument => siteDocumentSchema.parse(value);

describe("a site's English version", () => {
  it('is absent from a version stored before it: that site reads as Spanish only', () => {
    const old = parse(base);
    expect(old.english).toBeUndefined();
    expect(hasEnglish(old)).toBe(false);
    expect(hasEnglish(parse({ ...base, english: null }))).toBe(false);
    expect(hasEnglish(parse({ ...base, english: { enabled: true, texts: [] } }))).toBe(true);
  });

  it('translates what visitors read, once per text, and keeps names, prices and links', () => {
    expect(translatableTexts(parse(base))).toEqual([
      'Ceviche fresco frente al mar',
      'Inicio',
      'Bienvenidos',
      'Pescado del día',
      'Ver la carta',
      'Carta',
      'Ceviches',
      'Ceviche clásico',
      'Delicioso',
    ]);
  });

  it('shows the English where there is some and the Spanish where there is none yet', () => {
    const doc = parse({
      ...base,
      english: {
        enabled: true,
        texts: [
          { es: 'Carta', en: 'Menu' },
          { es: 'Bienvenidos', en: 'Welcome' },
          { es: 'Delicioso', en: '  ' },
        ],
      },
    });
    const english = inEnglish(doc);
    expect(english.pages.map((p) => p.title)).toEqual(['Inicio', 'Menu']);
    const [hero, menu] = english.pages[0]!.sections;
    expect(hero).toMatchObject({ heading: 'Welcome', subheading: 'Pescado del día', ctaHref: '/carta' });
    expect(menu).toMatchObject({ heading: 'Menu', categories: [{ items: [{ priceCents: 3500 }] }] });
    expect(english.pages[1]!.sections[0]).toMatchObject({ items: [{ quote: 'Delicioso', author: 'Ana' }] });
    expect(english.business.name).toBe('Cevichería La Ola');
    expect(englishGaps(doc)).toEqual(['Ceviche fresco frente al mar', 'Inicio', 'Pescado del día', 'Ver la carta', 'Ceviches', 'Ceviche clásico', 'Delicioso']);
  });

  it('drops the English of a Spanish text that changed, so stale English never shows', () => {
    const doc = parse({ ...base, english: { enabled: true, texts: [{ es: 'Bienvenidos', en: 'Welcome' }] } });
    doc.pages[0]!.sections[0]!.heading = 'Bienvenidos a La Ola';
    expect(inEnglish(doc).pages[0]!.sections[0]!.heading).toBe('Bienvenidos a La Ola');
    const english = withEnglishTexts(doc, new Map([['Carta', 'Menu']]));
    expect(english).toEqual({ enabled: true, texts: [{ es: 'Carta', en: 'Menu' }] });
    expect(withEnglishTexts({ ...doc, english }, new Map([['Carta', '']])).texts).toEqual([]);
  });

  it("keeps /en for the English pages: no page of the customer's own can take it", () => {
    expect(RESERVED_PAGE_SLUGS).toContain('en');
    expect(() => parse({ ...base, pages: [...base.pages, { slug: 'en', title: 'English', sections: [] }] })).toThrow(/ya la usa el sitio/);
    expect([langPath('en', ''), langPath('en', 'carta'), langPath('es', ''), langPath('es', 'carta')]).toEqual(['/en', '/en/carta', '/', '/carta']);
    expect([pathLang('/en'), pathLang('/en/carta'), pathLang('/carta'), pathLang('/entradas')]).toEqual(['en', 'en', 'es', 'es']);
  });
});

describe("the owner's notice on the English pages", () => {
  it('reads in English: its kind and last day in English, its words through the catalogue', () => {
    const document = siteDocumentSchema.parse({
      ...base,
      business: { ...base.business, notice: { kind: 'feriado', text: 'Volvemos el martes', until: '2026-12-08' } },
      english: { enabled: true, texts: [{ es: 'Volvemos el martes', en: 'We are back on Tuesday' }] },
    });
    // 1 December 2026, noon in Lima.
    const now = new Date('2026-12-01T17:00:00Z');
    expect(noticeSentence(document, 'es', now)).toBe('Cerrado por feriado. Volvemos el martes. Hasta el martes, 8 de diciembre.');
    expect(noticeSentence(inEnglish(document), 'en', now)).toBe('Closed for the holiday. We are back on Tuesday. Until Tuesday, December 8.');
    expect(translatableTexts(document)).toContain('Volvemos el martes');
    // From the morning after its last day, it is gone in both languages.
    expect(noticeSentence(inEnglish(document), 'en', new Date('2026-12-09T12:00:00Z'))).toBeNull();
  });
});
