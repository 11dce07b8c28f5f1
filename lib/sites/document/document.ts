import { z } from 'zod';
import { cleanText } from '@/lib/text/fields';
import { MAX_SITE_PAGES } from '@/content/plans';
import { PAGE_SLUG, RESERVED_PAGE_SLUGS } from './site-paths';

/**
 * The site document: the ONE description of a customer's website (issue 13). Every save stores a
 * new version of it; the renderer (lib/sites/render/views/) turns it into pages. Nothing in it is
 * markup: text is text, and every link is checked here, so no path from the AI, the editor or
 * an old row can put HTML or a script on a live site. Safe for client components.
 */

const line = (max: number) =>
  z
    .string()
    .transform((v) => cleanText(v, false))
    .pipe(z.string().max(max));
const paragraph = (max: number) =>
  z
    .string()
    .transform((v) => cleanText(v, true))
    .pipe(z.string().max(max));
const required = (max: number) => line(max).pipe(z.string().min(1, 'Este texto no puede quedar vacío'));

/** Where a link may lead: the web, a phone call, an e-mail or a WhatsApp chat, or a page of the site. */
export function isSafeHref(value: string): boolean {
  if (/^\/[a-z0-9-]*(#[a-z0-9-]+)?$/.test(value) || /^#[a-z0-9-]+$/.test(value)) return true;
  if (/^tel:\+?[\d\s-]{6,20}$/.test(value)) return true;
  if (/^mailto:[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const href = line(500).refine(isSafeHref, 'El enlace debe empezar con https://, tel:, mailto: o apuntar a una página del sitio');
const imageUrl = line(500).refine((v) => /^https?:\/\//.test(v) || /^\/api\/uploads\//.test(v), 'La imagen debe ser una dirección web');
const hexColor = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, 'Usa un color como #1a6b54')
  .transform((v) => v.toLowerCase());

export const rubroValues = ['restaurant', 'tourism', 'shop', 'services', 'other'] as const;
export type Rubro = (typeof rubroValues)[number];

export const fontPairingValues = ['moderna', 'clasica', 'cercana'] as const;
export type FontPairing = (typeof fontPairingValues)[number];

export const weekdayValues = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'] as const;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Usa la hora como 09:30');
const dayHours = z.object({ open: time, close: time }).nullable();

/** A notice's kinds: the two the owner uses most, then their own words. */
export const noticeKindValues = ['cerrado-hoy', 'feriado', 'aviso'] as const;
export const NOTICE_TITLES: Record<(typeof noticeKindValues)[number], string> = {
  'cerrado-hoy': 'Cerrado hoy',
  feriado: 'Cerrado por feriado',
  aviso: 'Aviso',
};
/**
 * "Cerrado hoy", "Cerrado por feriado" or a free text, over every page through its last day in
 * Lima (`until`, inclusive); a daily job expires the cached pages when it ends (decision 0039).
 */
export const siteNoticeSchema = z.object({
  kind: z.enum(noticeKindValues, 'Elige qué tipo de aviso quieres mostrar'),
  text: line(160),
  until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Elige hasta qué día se muestra el aviso'),
});
export type SiteNotice = z.output<typeof siteNoticeSchema>;

const theme = z.object({
  /** Buttons and headings; white text on it passes WCAG AA (lib/sites/render/palette.ts). */
  primary: hexColor,
  /** Highlights on the light background; passes AA as text on white. */
  accent: hexColor,
  fonts: z.enum(fontPairingValues),
});

const business = z.object({
  name: required(120),
  rubro: z.enum(rubroValues),
  tagline: line(160),
  address: line(200),
  city: line(100),
  phone: line(30),
  /** Digits only, country code first (51987654321): the renderer builds the wa.me link. */
  whatsapp: z.string().regex(/^(\d{8,15})?$/, 'Escribe el WhatsApp solo con números, por ejemplo 51987654321'),
  email: z.union([z.literal(''), z.email('Email inválido').max(255)]),
  hours: z.object(Object.fromEntries(weekdayValues.map((d) => [d, dayHours])) as Record<(typeof weekdayValues)[number], typeof dayHours>),
  // Nullable with a default, like itemPhoto: versions stored before notices read as none.
  notice: siteNoticeSchema.nullable().default(null),
  social: z.array(z.object({ network: z.enum(['facebook', 'instagram', 'tiktok', 'youtube', 'linkedin']), url: href })).max(5),
  logoUrl: imageUrl.nullable(),
});

const sectionId = z.string().regex(/^[a-z0-9-]{1,40}$/);
const base = { id: sectionId, heading: line(120) };
const priceCents = z.number().int().min(0).max(100_000_00);

const hero = z.object({
  type: z.literal('hero'),
  ...base,
  heading: required(120),
  subheading: line(240),
  ctaLabel: line(40),
  ctaHref: href.or(z.literal('')),
  imageUrl: imageUrl.nullable(),
});
/**
 * A dish's or a service's photo (issue 26): the customer's photo or an upload, shown beside its
 * name. Versions stored before items had photos have no such key; they read as "no photo".
 */
const itemPhoto = imageUrl.nullable().default(null);
/**
 * A menu or a catalogue that takes orders (issue 27): its priced items get a quantity and the
 * visitor's order is sent on to the business's WhatsApp. Versions stored before orders read as off.
 */
// Nullable with a default, like itemPhoto: the AI's structured output requires every field, and reads null as off.
const takesOrders = z.boolean().nullable().default(false);
const services = z.object({
  type: z.literal('services'),
  ...base,
  takesOrders,
  items: z.array(z.object({ name: required(80), description: paragraph(400), priceCents: priceCents.nullable(), imageUrl: itemPhoto })).max(24),
});
const menu = z.object({
  type: z.literal('menu'),
  ...base,
  takesOrders,
  // null: no price shown (the template knows none); 0 reads "Consultar".
  categories: z
    .array(
      z.object({
        name: required(80),
        items: z.array(z.object({ name: required(80), description: paragraph(300), priceCents: priceCents.nullable(), imageUrl: itemPhoto })).max(40),
      }),
    )
    .max(12),
});
const gallery = z.object({ type: z.literal('gallery'), ...base, images: z.array(z.object({ url: imageUrl, alt: line(160) })).max(24) });
const testimonials = z.object({ type: z.literal('testimonials'), ...base, items: z.array(z.object({ quote: paragraph(500), author: line(80) })).max(12) });
const about = z.object({ type: z.literal('about'), ...base, body: paragraph(3000) });
const hours = z.object({ type: z.literal('hours'), ...base, showMap: z.boolean() });
const faq = z.object({ type: z.literal('faq'), ...base, items: z.array(z.object({ question: required(200), answer: paragraph(1000) })).max(20) });
const contact = z.object({ type: z.literal('contact'), ...base, intro: paragraph(500) });
/** A restaurant's table or a tour's places, asked for by form on the live site (issue 26). */
const reservations = z.object({ type: z.literal('reservations'), ...base, intro: paragraph(500) });
const cta = z.object({ type: z.literal('cta'), ...base, body: paragraph(500), label: required(40), href });

export const sectionSchema = z.discriminatedUnion('type', [hero, services, menu, gallery, testimonials, about, hours, faq, contact, reservations, cta]);
export type Section = z.output<typeof sectionSchema>;
export type SectionType = Section['type'];

const pageSlug = z
  .string()
  .trim()
  .toLowerCase()
  .refine((slug) => slug === '' || new RegExp(`^${PAGE_SLUG}$`).test(slug), {
    message: 'La dirección de una página lleva solo letras minúsculas sin tildes, números y guiones (hasta 40), por ejemplo "promociones"',
  })
  .refine((slug) => !RESERVED_PAGE_SLUGS.includes(slug), { message: 'Esa dirección ya la usa el sitio para otra cosa: elige otra' });

const page = z.object({
  /** '' is the home page (Inicio); the rest are paths under it: the templates' (site-paths.ts) or the customer's own. */
  slug: pageSlug,
  title: required(60),
  sections: z.array(sectionSchema).max(20),
  /** Kept, but not on the live site: a page the team is preparing, or one beyond the plan's pages (plan-pages.ts). */
  draft: z.boolean().nullish(),
});

// ── The English version (issue 27, item 5; decision 0040) ─────────────────────────────────────
/**
 * A site's English pages under /en/. The Spanish document stays the one source of structure,
 * prices, photos and links; English is a catalogue of translations keyed by the Spanish text they
 * translate (lib/sites/document/english.ts reads it), so reordering sections or items never
 * misaligns them, and a Spanish text that changes simply has no English until the team writes it
 * (the page shows the Spanish meanwhile). Versions stored before it have no such key: Spanish only.
 * Nullish, like a page's `draft`: the AI's structured output requires every field and answers null.
 */
const englishVersion = z.object({
  /** The team's switch: /en/, the language link, hreflang and the sitemap's alternates follow it. */
  enabled: z.boolean(),
  texts: z.array(z.object({ es: z.string().max(3000), en: paragraph(3000) })).max(2000),
});

export const siteDocumentSchema = z
  .object({
    version: z.literal(1),
    theme,
    business,
    pages: z.array(page).min(1).max(MAX_SITE_PAGES, `Un sitio guarda hasta ${MAX_SITE_PAGES} páginas, borradores incluidos`),
    english: englishVersion.nullish(),
  })
  .refine((doc) => doc.pages[0]?.slug === '' && !doc.pages[0]?.draft, { message: 'La primera página debe ser Inicio', path: ['pages'] })
  .refine((doc) => new Set(doc.pages.map((p) => p.slug)).size === doc.pages.length, { message: 'Cada página debe tener su propia dirección', path: ['pages'] });

export type SiteDocument = z.output<typeof siteDocumentSchema>;
export type SitePage = SiteDocument['pages'][number];
export type BusinessCard = SiteDocument['business'];

/** The pages visitors see: every page but the drafts. */
export const livePages = (document: SiteDocument): SitePage[] => document.pages.filter((page) => !page.draft);

/** The document as the live site, the customer's preview and the export show it: without its draft pages. */
export const withoutDrafts = (document: SiteDocument): SiteDocument =>
  document.pages.some((page) => page.draft) ? { ...document, pages: livePages(document) } : document;

export type EnglishVersion = z.output<typeof englishVersion>;
