import { z } from 'zod';

const CONFIRM_MESSAGE = 'Confirma que entiendes que esta acción no se puede deshacer.';

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Ingresa tu contraseña para confirmar.' })
    .min(1, 'Ingresa tu contraseña para confirmar.')
    .max(128, 'La contraseña no es correcta.'),
  // Not optional on purpose: an absent box must fail, not skip the check.
  confirm: z
    .union([z.boolean(), z.string()], { error: CONFIRM_MESSAGE })
    .refine((value) => value === true || value === 'on' || value === 'true', CONFIRM_MESSAGE),
});
