import { z } from 'zod';
import { checkbox, optionalText, requiredText, tooLong } from '@/lib/text/fields';
import { FIELD_LIMITS, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/text/limits';

/**
 * The fields of an account, whoever asks for them: the sign-up and trial forms (lib/signup), and
 * Better Auth's own endpoints through the profile hook (profile-input.ts). Safe for client
 * components.
 */

export const fullNameField = requiredText({
  max: FIELD_LIMITS.fullName,
  required: 'El nombre completo es requerido',
  tooLong: tooLong('El nombre completo', FIELD_LIMITS.fullName),
});

export const emailField = z
  .string({ error: 'El email es requerido' })
  .trim()
  .toLowerCase()
  .min(1, 'El email es requerido')
  .max(FIELD_LIMITS.email, 'El email debe tener menos de 255 caracteres')
  .pipe(z.email('Email inválido'));

export const passwordField = z
  .string({ error: 'La contraseña es requerida' })
  .min(1, 'La contraseña es requerida')
  .min(PASSWORD_MIN, `Mínimo ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, `La contraseña debe tener como máximo ${PASSWORD_MAX} caracteres`);

const PHONE = /^\+?[\d\s().-]{6,30}$/;

export const phoneField = optionalText({ max: FIELD_LIMITS.phone, tooLong: tooLong('El teléfono', FIELD_LIMITS.phone) }).refine(
  (value) => value === undefined || PHONE.test(value),
  'Escribe un teléfono válido, por ejemplo +51 987 654 321',
);

export const TERMS_REQUIRED_MESSAGE = 'Debes aceptar los términos y condiciones y la política de privacidad';

/** The two consents of issue 8: terms + privacy (required) and marketing e-mails (optional). */
export const consentFields = {
  acceptTerms: checkbox.refine((value) => value, TERMS_REQUIRED_MESSAGE),
  acceptMarketing: checkbox,
};
