import { FIELD_LIMITS } from '@/lib/text/limits';

/** The logo brief's limits and styles as plain data (no zod), for the forms that show them. */

export const LOGO_BRIEF_LIMITS = { name: 60, colors: FIELD_LIMITS.brandColors, message: 500 } as const;

export const logoStyleValues = ['moderno', 'clasico', 'artesanal', 'elegante', 'divertido', 'minimalista'] as const;
export type LogoStyle = (typeof logoStyleValues)[number];

export const logoStyleLabels: Readonly<Record<LogoStyle, string>> = {
  moderno: 'Moderno',
  clasico: 'Clásico',
  artesanal: 'Artesanal',
  elegante: 'Elegante',
  divertido: 'Divertido',
  minimalista: 'Minimalista',
};
