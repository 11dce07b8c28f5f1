import { z } from 'zod';

/**
 * A site's subdomain label: `{label}.{SITES_DOMAIN}`. A DNS label (RFC 1123: letters, digits and
 * inner hyphens, at most 63), lower case, and none of the names the company keeps for itself.
 * Safe for client components.
 */
export const RESERVED_LABELS = new Set([
  'www',
  'admin',
  'api',
  'app',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'blog',
  'static',
  'assets',
  'cdn',
  'dashboard',
  'auth',
  'login',
  'panel',
  'soporte',
  'support',
  'help',
  'ayuda',
  'status',
  'docs',
  'dev',
  'test',
  'staging',
  'vitrina',
  'ns1',
  'ns2',
  'localhost',
  'webmail',
  'pagos',
  'billing',
  'sitios',
  'sites',
]);

export const siteLabelSchema = z
  .string({ error: 'Escribe la dirección del sitio' })
  .trim()
  .toLowerCase()
  .min(3, 'La dirección debe tener al menos 3 caracteres')
  .max(63, 'La dirección debe tener como máximo 63 caracteres')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Usa solo letras sin tildes, números y guiones (no al inicio ni al final)')
  .refine((label) => !label.includes('--'), 'No uses dos guiones seguidos')
  .refine((label) => !RESERVED_LABELS.has(label), 'Esa dirección está reservada; elige otra');

/** A label suggestion from a business name: "Cevichería Doña Rosa" → "cevicheria-dona-rosa". */
export function suggestLabel(businessName: string): string {
  const slug = businessName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  const candidate = slug.length >= 3 ? slug : `sitio-${slug || 'nuevo'}`;
  return RESERVED_LABELS.has(candidate) ? `${candidate}-peru` : candidate;
}
