import { z } from 'zod';
import { copyToneValues, industryValues, sitePreferenceValues } from '@/content/options';
import { consentFields, emailField, fullNameField, passwordField, phoneField } from '@/lib/auth/account-fields';
import { FIELD_LIMITS } from '@/lib/text/limits';
import { closeField, openField, OPENING_HOURS_ROWS } from '@/lib/submissions/opening-hours';
import { checkTrialLogoBrief, trialLogoBriefShape } from '@/lib/submissions/logo-brief';
import { checkbox, optionalChoice, optionalText, optionalUrl, requiredText, tooLong } from '@/lib/text/fields';

/**
 * What a new customer types: on /auth (account only) and on /start-trial (account plus the
 * business). The server parses with these schemas; the forms use them to check before sending.
 * Safe for client components.
 */

/** /auth in sign-in mode. */
export const signInSchema = z.object({ email: emailField, password: passwordField });

/** 'Olvidé mi contraseña': where to send the link. */
export const passwordResetRequestSchema = z.object({ email: emailField });

/** The e-mailed link's form: the new password, typed twice. */
export const passwordResetSchema = z.object({ password: passwordField, confirmation: z.string() }).refine((values) => values.password === values.confirmation, {
  path: ['confirmation'],
  message: 'Las contraseñas no coinciden',
  // Compared only once the password itself is acceptable: one problem at a time.
  when: (payload) => payload.issues.length === 0,
});

/** /auth in create-account mode. */
export const createAccountSchema = z.object({ fullName: fullNameField, email: emailField, password: passwordField, ...consentFields });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const optionalTime = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string().regex(TIME, 'Escribe la hora como 09:00').optional(),
);

/** Opening and closing time of each row of 'Horario de atención' (lib/signup/opening-hours.ts). */
const openingHoursShape = Object.fromEntries(
  OPENING_HOURS_ROWS.flatMap((row) => [
    [openField(row.key), optionalTime],
    [closeField(row.key), optionalTime],
  ]),
) as Record<ReturnType<typeof openField> | ReturnType<typeof closeField>, typeof optionalTime>;

/** A row needs both times, the closing one after the opening one. */
function checkOpeningHours(values: Partial<Record<keyof typeof openingHoursShape, string>>, ctx: z.RefinementCtx) {
  for (const row of OPENING_HOURS_ROWS) {
    const open = values[openField(row.key)];
    const close = values[closeField(row.key)];
    // A time that is not one already has its own error.
    if ((!open && !close) || [open, close].some((time) => time && !TIME.test(time))) continue;
    if (!open) ctx.addIssue({ code: 'custom', path: [openField(row.key)], message: `Escribe a qué hora abres (${row.label})` });
    else if (!close) ctx.addIssue({ code: 'custom', path: [closeField(row.key)], message: `Escribe a qué hora cierras (${row.label})` });
    else if (close <= open)
      ctx.addIssue({ code: 'custom', path: [closeField(row.key)], message: `La hora de cierre debe ser después de la de apertura (${row.label})` });
  }
}

/** The business part of /start-trial, the same for a new visitor and a signed-in customer. */
const trialDetailsShape = {
  phone: phoneField,
  businessName: requiredText({
    max: FIELD_LIMITS.businessName,
    required: 'El nombre del negocio es requerido',
    tooLong: tooLong('El nombre del negocio', FIELD_LIMITS.businessName),
  }),
  address: optionalText({ max: FIELD_LIMITS.address, tooLong: tooLong('La dirección', FIELD_LIMITS.address) }),
  city: requiredText({ max: FIELD_LIMITS.city, required: 'La ciudad es requerida', tooLong: tooLong('La ciudad', FIELD_LIMITS.city) }),
  country: requiredText({ max: FIELD_LIMITS.country, required: 'El país es requerido', tooLong: tooLong('El país', FIELD_LIMITS.country) }),
  industry: optionalChoice(industryValues, 'Elige un rubro de la lista'),
  currentWebsiteUrl: optionalUrl(FIELD_LIMITS.url),
  googleBusinessUrl: optionalUrl(FIELD_LIMITS.url),
  sitePreference: z.enum(sitePreferenceValues, { error: 'Elige qué quieres hacer con tu sitio' }),
  copyTone: optionalChoice(copyToneValues, 'Elige un tono de la lista'),
  targetKeywords: optionalText({ max: FIELD_LIMITS.targetKeywords, tooLong: tooLong('Las palabras clave', FIELD_LIMITS.targetKeywords), multiline: true }),
  competitorSites: optionalText({
    max: FIELD_LIMITS.competitorSites,
    tooLong: tooLong('Los sitios de referencia', FIELD_LIMITS.competitorSites),
    multiline: true,
  }),
  brandColors: optionalText({ max: FIELD_LIMITS.brandColors, tooLong: tooLong('Los colores', FIELD_LIMITS.brandColors) }),
  notes: optionalText({ max: FIELD_LIMITS.notes, tooLong: tooLong('Las notas', FIELD_LIMITS.notes), multiline: true }),
  /** 'Tu logo' (optional): its name and colours are the business's. */
  ...trialLogoBriefShape,
  /** Set by the form when the visitor came from 'Solicitar Cotización' (content/plans.ts). */
  quoteRequest: checkbox,
  /** "Show this e-mail on my site": unticked, the site shows no e-mail and visitors use its form. */
  emailIsPublic: checkbox,
  ...openingHoursShape,
  ...consentFields,
};

/** /start-trial for a visitor: creates the account too. */
export const trialSignupSchema = z
  .object({
    fullName: fullNameField,
    email: emailField,
    password: passwordField,
    ...trialDetailsShape,
  })
  .superRefine(checkOpeningHours)
  .superRefine(checkTrialLogoBrief);
export type TrialSignupInput = z.output<typeof trialSignupSchema>;

/** /start-trial for someone already signed in: the account exists. */
export const trialForAccountSchema = z.object(trialDetailsShape).superRefine(checkOpeningHours).superRefine(checkTrialLogoBrief);
export type TrialDetailsInput = z.output<typeof trialForAccountSchema>;

/** What the trial form's server action answers on success or on an e-mail already registered. */
export type TrialSignupOutcome = { outcome: 'created' } | { outcome: 'email_taken' } | { outcome: 'already_has_trial' };
