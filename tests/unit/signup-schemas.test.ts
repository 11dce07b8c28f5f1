import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '@/components/auth/auth-error-message';
import { safeExternalUrl } from '@/lib/dashboard/present';
import { customerMessageSchema } from '@/lib/messages/schemas';
import { createAccountSchema, passwordResetSchema, signInSchema, trialSignupSchema } from '@/lib/signup/schemas';
import { cleanText } from '@/lib/text/fields';

const validTrial = {
  fullName: 'Rosa Quispe',
  email: 'rosa@example.pe',
  password: 'clave-segura-1',
  businessName: 'La Caleta',
  city: 'Lima',
  country: 'Perú',
  sitePreference: 'redesign',
  acceptTerms: 'on',
};

describe('cleanText', () => {
  it('keeps HTML, accents, emoji and other scripts as typed', () => {
    expect(cleanText('<b>Café</b> 🌮 ñandú 日本', false)).toBe('<b>Café</b> 🌮 ñandú 日本');
  });
  it('drops control characters PostgreSQL cannot store and repairs broken surrogates', () => {
    expect(cleanText('a\u0000b\u0007c', true)).toBe('abc');
    expect(cleanText('x\ud800y', false)).toBe('x\ufffdy');
  });
  it('joins lines in single-line fields and normalises line breaks in multi-line ones', () => {
    expect(cleanText('  Av.\r\nLarco\t 123  ', false)).toBe('Av. Larco 123');
    expect(cleanText('uno\r\ndos\rtres', true)).toBe('uno\ndos\ntres');
  });
  it('composes decomposed accents (NFC), so "é" is stored one way', () => {
    expect(cleanText('Jose\u0301', false)).toBe('José');
  });
});

describe('trial signup schema (spec section 5, password raised to 8)', () => {
  it('accepts the required fields alone and leaves the optional ones undefined', () => {
    const parsed = trialSignupSchema.parse(validTrial);
    expect(parsed).toMatchObject({ email: 'rosa@example.pe', acceptTerms: true, acceptMarketing: false });
    expect(parsed.industry).toBeUndefined();
    expect(parsed.currentWebsiteUrl).toBeUndefined();
  });

  it('lower-cases and trims the e-mail', () => {
    expect(trialSignupSchema.parse({ ...validTrial, email: '  Rosa@Example.PE ' }).email).toBe('rosa@example.pe');
  });

  it.each([
    ['minegocio.pe', 'https://minegocio.pe/'],
    ['http://minegocio.pe/carta', 'http://minegocio.pe/carta'],
    ['https://maps.app.goo.gl/abc', 'https://maps.app.goo.gl/abc'],
  ])('reads the web address %s as %s', (typed, stored) => {
    expect(trialSignupSchema.parse({ ...validTrial, currentWebsiteUrl: typed }).currentWebsiteUrl).toBe(stored);
  });

  it.each(['javascript:alert(1)', 'ftp://minegocio.pe', 'no es una web', 'localhost'])('refuses %s as a web address', (typed) => {
    const result = trialSignupSchema.safeParse({ ...validTrial, googleBusinessUrl: typed });
    expect(result.success).toBe(false);
  });

  it('requires the terms box but not the marketing one', () => {
    const result = trialSignupSchema.safeParse({ ...validTrial, acceptTerms: undefined, acceptMarketing: 'on' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['acceptTerms', 'Debes aceptar los términos y condiciones y la política de privacidad'],
    ]);
  });

  it('refuses options outside the lists and a phone made of letters', () => {
    const result = trialSignupSchema.safeParse({ ...validTrial, sitePreference: 'otra', copyTone: 'gritón', phone: 'llámame' });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['copyTone', 'phone', 'sitePreference']);
  });
});

describe('/auth schemas', () => {
  it('needs e-mail and a password of at least 8 characters to sign in', () => {
    const result = signInSchema.safeParse({ email: '', password: '1234567' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['El email es requerido', 'Mínimo 8 caracteres']);
  });
  it('needs the full name only to create an account', () => {
    expect(signInSchema.safeParse({ email: 'a@b.pe', password: '12345678' }).success).toBe(true);
    const created = createAccountSchema.safeParse({ email: 'a@b.pe', password: '12345678', acceptTerms: 'on' });
    expect(created.error?.issues.map((i) => i.message)).toEqual(['El nombre completo es requerido']);
  });
});

describe('customer message schema', () => {
  it('refuses blank text and keeps line breaks', () => {
    expect(customerMessageSchema.safeParse({ message: ' \n ' }).success).toBe(false);
    expect(customerMessageSchema.parse({ message: ' Hola\nequipo ' }).message).toBe('Hola\nequipo');
  });
});

describe('authErrorMessage', () => {
  it('answers a wrong password and an unknown e-mail with the same Spanish sentence', () => {
    expect(authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 })).toBe('Correo o contraseña incorrectos');
  });
  it('explains rate limiting whatever the code', () => {
    expect(authErrorMessage({ status: 429, message: 'Too many requests' })).toMatch(/Demasiados intentos/);
  });
  it('tells someone held back why and what to do: wait on this connection, or sign in from one used before', () => {
    expect(authErrorMessage({ code: 'SIGN_IN_DELAYED', status: 429 })).toMatch(
      /intentos fallidos desde esta conexión. Espera unos minutos.*Olvidaste tu contraseña/,
    );
    expect(authErrorMessage({ code: 'ACCOUNT_PROTECTED', status: 429 })).toMatch(
      /conexiones donde ya iniciaste sesión antes. Vuelve a intentarlo en 15 minutos.*Olvidaste tu contraseña/,
    );
  });
  it("never shows Better Auth's English text: unknown codes read 'Ocurrió un error'", () => {
    expect(authErrorMessage({ code: 'SOMETHING_NEW', message: 'Some English text', status: 500 })).toBe('Ocurrió un error');
    expect(authErrorMessage(null)).toBe('Ocurrió un error');
  });
});

describe('passwordResetSchema', () => {
  it('asks for the same new password twice, and only once it is long enough', () => {
    expect(passwordResetSchema.safeParse({ password: 'una-clave-nueva', confirmation: 'una-clave-nueva' }).success).toBe(true);
    const mismatch = passwordResetSchema.safeParse({ password: 'una-clave-nueva', confirmation: 'otra-clave-nueva' });
    expect(mismatch.error?.issues).toEqual([expect.objectContaining({ path: ['confirmation'], message: 'Las contraseñas no coinciden' })]);
    const short = passwordResetSchema.safeParse({ password: 'corta', confirmation: 'otra' });
    expect(short.error?.issues.map((issue) => issue.path[0])).toEqual(['password']);
  });
});

describe('safeExternalUrl', () => {
  it('lets only http(s) links into an href', () => {
    expect(safeExternalUrl('https://preview.vitrina.pe/x')).toBe('https://preview.vitrina.pe/x');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hola')).toBeNull();
    expect(safeExternalUrl('no es url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});
