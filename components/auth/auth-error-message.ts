/**
 * Better Auth answers in English with a machine code; customers read Spanish. Known codes get
 * their own sentence, anything else the spec's 'Ocurrió un error'. A wrong e-mail and a wrong
 * password read the same, so the form never tells whether an account exists.
 */
export type AuthClientError = { code?: string; message?: string; status?: number };

const TRY_LATER = 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.';
const LINK_EXPIRED = 'El enlace no es válido o ya venció. Pide uno nuevo.';

const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Correo o contraseña incorrectos',
  INVALID_PASSWORD: 'Correo o contraseña incorrectos',
  USER_NOT_FOUND: 'Correo o contraseña incorrectos',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Correo o contraseña incorrectos',
  USER_ALREADY_EXISTS: 'Ya existe una cuenta con este correo. Inicia sesión o recupera tu contraseña.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Ya existe una cuenta con este correo. Inicia sesión o recupera tu contraseña.',
  INVALID_EMAIL: 'Email inválido',
  PASSWORD_TOO_SHORT: 'Mínimo 8 caracteres',
  PASSWORD_TOO_LONG: 'La contraseña es demasiado larga',
  INVALID_TOKEN: LINK_EXPIRED,
  TOKEN_EXPIRED: LINK_EXPIRED,
  INVALID_CODE: 'El código no es correcto. Revisa tu app de autenticación.',
  INVALID_BACKUP_CODE: 'El código de respaldo no es correcto',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: TRY_LATER,
  ACCOUNT_TEMPORARILY_LOCKED: TRY_LATER,
  // Spec section 5: sign-up that returns no user.
  SIGNUP_FAILED: 'No se pudo crear la cuenta',
  FAILED_TO_CREATE_USER: 'No se pudo crear la cuenta',
  // lib/auth/account-limits.ts: this connection waits after its own failures; or the account is
  // under attack and this connection never signed in to it.
  SIGN_IN_DELAYED:
    'Hubo varios intentos fallidos desde esta conexión. Espera unos minutos antes de volver a intentarlo o cambia tu contraseña con «¿Olvidaste tu contraseña?».',
  ACCOUNT_PROTECTED:
    'Por seguridad, tras muchos intentos fallidos, esta cuenta solo acepta por ahora el ingreso desde conexiones donde ya iniciaste sesión antes. Vuelve a intentarlo en 15 minutos o cambia tu contraseña con «¿Olvidaste tu contraseña?».',
  INVALID_TWO_FACTOR_COOKIE: 'Tu inicio de sesión venció. Ingresa de nuevo tu correo y contraseña.',
};

export function authErrorMessage(error: AuthClientError | null | undefined): string {
  // Our own checks on Better Auth's endpoints (lib/auth/profile-input.ts) answer in Spanish.
  if (error?.code === 'INVALID_PROFILE' && error.message) return error.message;
  if (error?.code && MESSAGES[error.code]) return MESSAGES[error.code]!;
  return error?.status === 429 ? TRY_LATER : 'Ocurrió un error';
}
