import { z } from 'zod';
import { noticeKindValues, siteDocumentSchema, siteNoticeSchema, weekdayValues, type SiteNotice } from '@/lib/sites/document/document';
import { addDaysToKey, limaDateKey } from '@/lib/jobs/lima-time';
import { ownSiteId } from '../site-ids';

/**
 * The owner's quick edits (issue 27, item 2; decision 0039): one small form per kind of edit,
 * each field checked by the site document's own schema, so the messages are the editor's and the
 * saved document is one the team's editor reads. Safe for client components.
 */

/** The owner's page of quick edits, linked from the site's page of the dashboard. */
export const QUICK_EDITS_PATH = '/dashboard/sitio/cambios-rapidos';

const business = siteDocumentSchema.shape.business.shape;
// The dish's and the service's name: the same rule in the menu and in the services.
const menuSection = siteDocumentSchema.shape.pages.element.shape.sections.element.options.find((o) => o.shape.type.value === 'menu')!;
const itemName = (menuSection.shape as { categories: z.ZodArray<z.ZodObject<{ items: z.ZodArray<z.ZodObject<{ name: z.ZodType<string> }>> }>> }).categories
  .element.shape.items.element.shape.name;

/** How many days ahead a notice may end: a season's closure, not a forgotten banner. */
export const NOTICE_MAX_DAYS = 90;

/** The hours: per day, closed or open from–to (a type="time" field gives 09:30). */
const dayFields = Object.fromEntries(
  weekdayValues.flatMap((day) => [
    [`closed-${day}`, z.string().optional()],
    [`open-${day}`, z.string().optional()],
    [`close-${day}`, z.string().optional()],
  ]),
) as Record<string, z.ZodOptional<z.ZodString>>;

export const quickHoursSchema = z.object({ siteId: ownSiteId, ...dayFields }).transform((form, ctx) => {
  const values = form as Record<string, string | undefined>;
  const hours = {} as Record<(typeof weekdayValues)[number], { open: string; close: string } | null>;
  for (const day of weekdayValues) {
    if (values[`closed-${day}`]) {
      hours[day] = null;
      continue;
    }
    const parsed = business.hours.shape[day].safeParse({ open: values[`open-${day}`] ?? '', close: values[`close-${day}`] ?? '' });
    if (parsed.success) hours[day] = parsed.data;
    else for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [`${String(issue.path[0])}-${day}`] });
  }
  return { siteId: form.siteId, hours };
});

/** The notice: a kind ('' takes it down), a text, and its last day (today for "Cerrado hoy"). */
export const quickNoticeSchema = z
  .object({
    siteId: ownSiteId,
    kind: z.union([z.literal(''), z.enum(noticeKindValues)], 'Elige qué tipo de aviso quieres mostrar'),
    text: z.string().max(2000).optional(),
    until: z.string().max(20).optional(),
  })
  .transform((form, ctx): { siteId?: string; notice: SiteNotice | null } => {
    if (form.kind === '') return { siteId: form.siteId, notice: null };
    const today = limaDateKey(new Date());
    const until = form.kind === 'cerrado-hoy' ? today : (form.until ?? '');
    const parsed = siteNoticeSchema.safeParse({ kind: form.kind, text: form.text ?? '', until });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    if (parsed.data.kind === 'aviso' && !parsed.data.text) ctx.addIssue({ code: 'custom', message: 'Escribe el aviso que verán tus clientes', path: ['text'] });
    if (parsed.data.until < today) ctx.addIssue({ code: 'custom', message: 'El aviso debe terminar hoy o más adelante', path: ['until'] });
    if (parsed.data.until > addDaysToKey(today, NOTICE_MAX_DAYS))
      ctx.addIssue({ code: 'custom', message: `Elige un día dentro de los próximos ${NOTICE_MAX_DAYS} días`, path: ['until'] });
    return { siteId: form.siteId, notice: parsed.data };
  });

/** Phone and WhatsApp; a Peruvian mobile typed with spaces or without 51 is read as such. */
export const quickContactSchema = z.object({
  siteId: ownSiteId,
  phone: business.phone,
  whatsapp: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const digits = v.replace(/[\s+()-]/g, '');
    return /^9\d{8}$/.test(digits) ? `51${digits}` : digits;
  }, business.whatsapp),
});

/** "12.50", "12,50", "S/ 12" → 1250 céntimos; empty → no price shown. */
const price = z.string().transform((raw, ctx) => {
  const text = raw.replace(/^\s*s\/\.?\s*/i, '').trim();
  if (text === '') return null;
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'Escribe el precio en soles, por ejemplo 12.50' });
    return z.NEVER;
  }
  return Math.round(Number(text.replace(',', '.')) * 100);
});

/**
 * The menu's and the services' items. Fields are named by the item's place in the version the
 * form was made from (`version`): `name-<page>-<section>-<category>-<item>`, `price-...`,
 * `remove-...`, and `name-new-<page>-<section>-<category>` for one new item per list. A list the
 * site shows on two pages (the home's menu and the menu's page) is one list in the form, its
 * places joined by `_`, so a price is changed once.
 */
const PLACE = '\\d{1,2}-\\d{1,2}-\\d{1,2}';
export const ITEM_KEY = new RegExp(`^(name|price|remove)-((?:${PLACE}-\\d{1,3}(?:_${PLACE}-\\d{1,3}){0,5})|(?:new-${PLACE}(?:_new-${PLACE}){0,5}))$`);

export type ItemChange = { key: string; name: string; priceCents: number | null; remove: boolean };

export const quickItemsSchema = z
  .object({ siteId: ownSiteId, version: z.coerce.number().int().min(1) })
  .catchall(z.unknown())
  .transform((form, ctx) => {
    const values = form as Record<string, unknown>;
    const keys = new Set(
      Object.keys(values)
        .map((k) => ITEM_KEY.exec(k)?.[2])
        .filter((k): k is string => k !== undefined),
    );
    const items: ItemChange[] = [];
    for (const key of keys) {
      const text = (field: string) => (typeof values[`${field}-${key}`] === 'string' ? (values[`${field}-${key}`] as string) : '');
      const isNew = key.startsWith('new-');
      // An empty new row is no new item.
      if (isNew && !text('name').trim() && !text('price').trim()) continue;
      const remove = !isNew && text('remove') !== '';
      const name = itemName.safeParse(text('name'));
      const cents = price.safeParse(text('price'));
      if (!remove && !name.success) ctx.addIssue({ code: 'custom', message: name.error.issues[0]!.message, path: [`name-${key}`] });
      if (!remove && !cents.success) ctx.addIssue({ code: 'custom', message: cents.error.issues[0]!.message, path: [`price-${key}`] });
      items.push({ key, name: name.data ?? '', priceCents: cents.data ?? null, remove });
    }
    return { siteId: form.siteId as string | undefined, version: form.version, items };
  });

/** The hero's photo (`hero-<page>-<section>`) or an item's (its place key, as in the items' form). */
export const PHOTO_KEY = new RegExp(`^photo-((?:hero-\\d{1,2}-\\d{1,2})|(?:${PLACE}-\\d{1,3}(?:_${PLACE}-\\d{1,3}){0,5}))$`);
/** A photo field's answer: leave it, take the photo off, or one of the owner's photos (its id). */
export const KEEP_PHOTO = 'keep';
export const NO_PHOTO = 'none';
export type PhotoChoice = { key: string; photoId: string | null };

/**
 * The photos: per place, one of the owner's own photos ('Fotos para tu web'), none, or as it is.
 * Which photos are the owner's is checked when saving, against their own list.
 */
export const quickPhotosSchema = z
  .object({ siteId: ownSiteId, version: z.coerce.number().int().min(1) })
  .catchall(z.unknown())
  .transform((form, ctx) => {
    const choices: PhotoChoice[] = [];
    for (const [field, value] of Object.entries(form as Record<string, unknown>)) {
      const key = PHOTO_KEY.exec(field)?.[1];
      if (!key || value === KEEP_PHOTO) continue;
      if (value === NO_PHOTO) choices.push({ key, photoId: null });
      else if (typeof value === 'string' && z.uuid().safeParse(value).success) choices.push({ key, photoId: value });
      else ctx.addIssue({ code: 'custom', message: 'Elige una de tus fotos', path: [field] });
    }
    return { siteId: form.siteId as string | undefined, version: form.version, choices };
  });
