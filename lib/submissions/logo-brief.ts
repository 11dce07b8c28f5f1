import { z } from 'zod';
import { optionalChoice, optionalText, requiredText, tooLong } from '@/lib/text/fields';
import { LOGO_BRIEF_LIMITS, logoStyleValues } from './logo-brief-options';

/**
 * The logo brief ('Tu logo', issue 26): the name the logo shows, its colours, a style and what it
 * should convey. Asked in the dashboard, and optionally in the trial form (the name and colours
 * then come from the business's own fields). Safe for client components.
 */

export const logoStyleField = optionalChoice(logoStyleValues, 'Elige un estilo de la lista');
export const logoMessageField = requiredText({
  max: LOGO_BRIEF_LIMITS.message,
  required: 'Cuéntanos qué debe transmitir tu logo',
  tooLong: tooLong('La descripción del logo', LOGO_BRIEF_LIMITS.message),
  multiline: true,
});

/** The dashboard's brief: every field of it. */
export const logoBriefSchema = z.object({
  name: requiredText({
    max: LOGO_BRIEF_LIMITS.name,
    required: 'Escribe el nombre que debe llevar tu logo',
    tooLong: tooLong('El nombre del logo', LOGO_BRIEF_LIMITS.name),
  }),
  colors: optionalText({ max: LOGO_BRIEF_LIMITS.colors, tooLong: tooLong('Los colores', LOGO_BRIEF_LIMITS.colors) }),
  style: logoStyleField,
  message: logoMessageField,
});
export type LogoBriefInput = z.output<typeof logoBriefSchema>;

/** The trial form's part: optional as a whole. */
export const trialLogoBriefShape = {
  logoStyle: logoStyleField,
  logoMessage: optionalText({ max: LOGO_BRIEF_LIMITS.message, tooLong: tooLong('La descripción del logo', LOGO_BRIEF_LIMITS.message), multiline: true }),
};

/** A style alone is no brief: asked for what it should convey rather than dropped unseen. */
export function checkTrialLogoBrief(values: { logoStyle?: string; logoMessage?: string }, ctx: z.RefinementCtx) {
  if (values.logoStyle && !values.logoMessage) ctx.addIssue({ code: 'custom', path: ['logoMessage'], message: 'Cuéntanos qué debe transmitir tu logo' });
}
