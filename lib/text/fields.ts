import { z } from 'zod';

/**
 * Zod building blocks for free text typed by customers. Text is kept as typed (HTML, emoji,
 * accents and other scripts are stored as text and escaped when shown) except for what a database
 * or a mail header cannot carry: control characters (PostgreSQL rejects NUL), unpaired surrogates,
 * and, in single-line fields, line breaks. Safe for client components.
 */
const CONTROL_EXCEPT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const ANY_CONTROL = /[\u0000-\u001f\u007f]+/g;

export function cleanText(value: string, multiline: boolean): string {
  const normalized = value.toWellFormed().normalize('NFC');
  if (multiline) return normalized.replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_TAB_AND_NEWLINE, '').trim();
  return normalized.replace(ANY_CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** The message for a text past its limit, naming the field ('El teléfono'). */
export const tooLong = (field: string, max: number) => `${field} debe tener como máximo ${max} caracteres`;

type TextOptions = { max: number; tooLong: string; multiline?: boolean };

export function requiredText({ max, tooLong, multiline = false, required }: TextOptions & { required: string }) {
  return z
    .string({ error: required })
    .transform((value) => cleanText(value, multiline))
    .pipe(z.string().min(1, required).max(max, tooLong));
}

export function optionalText({ max, tooLong, multiline = false }: TextOptions) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ? cleanText(value, multiline) : '') || undefined)
    .pipe(z.string().max(max, tooLong).optional());
}

const INVALID_URL = 'Escribe una dirección web válida, por ejemplo https://minegocio.pe';

/** An optional web address; "minegocio.pe" is read as https://minegocio.pe. */
export function optionalUrl(max = 500) {
  return z
    .string()
    .nullish()
    .transform((value, ctx) => {
      const text = value ? cleanText(value, false) : '';
      if (!text) return undefined;
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: `La dirección web debe tener como máximo ${max} caracteres` });
        return z.NEVER;
      }
      const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
      try {
        const url = new URL(withScheme);
        if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(text)) {
          return url.toString();
        }
      } catch {
        // Falls through to the field error below.
      }
      ctx.addIssue({ code: 'custom', message: INVALID_URL });
      return z.NEVER;
    })
    .pipe(z.string().optional());
}

/** An HTML checkbox: "on" when ticked, absent when not. */
export const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** A <select> whose empty first option means "not chosen". */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, invalid: string) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(values, { error: invalid }).optional());
}
