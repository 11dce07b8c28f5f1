import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consents, user } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { cookieFrom, postAuth } from '../helpers/auth-http';

/**
 * Better Auth's sign-up and update-user endpoints, called directly over HTTP as any script can:
 * the same rules as the forms, and no account without its consents.
 */
let nextAddress = 1;
const post = (path: string, body: unknown, cookie = '') => postAuth(path, body, { ip: `198.18.50.${nextAddress++}`, cookie });

const accountsNamed = async (email: string) => getDb().select().from(user).where(eq(user.email, email));

describe('sign-up over HTTP', () => {
  it('refuses an account without the terms consent and creates nothing', async () => {
    const email = 'sin-consentimiento@example.pe';
    const response = await post('/sign-up/email', { email, password: 'una-clave-larga', name: 'Ana Flores' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_PROFILE', message: 'Debes aceptar los términos y condiciones y la política de privacidad' });
    expect(await accountsNamed(email)).toHaveLength(0);
  });

  it('stores both consent answers with the account in the same request', async () => {
    const email = 'con-consentimiento@example.pe';
    const response = await post('/sign-up/email', { email, password: 'una-clave-larga', name: 'Ana Flores', acceptTerms: true, acceptMarketing: false });
    expect(response.status).toBe(200);
    const [account] = await accountsNamed(email);
    const rows = await getDb().select().from(consents).where(eq(consents.userId, account!.id));
    expect(rows.map((r) => [r.kind, r.granted]).sort()).toEqual([
      ['marketing', false],
      ['terms_privacy', true],
    ]);
  });

  it('refuses an oversized name or a malformed phone, with the form messages, and stores nothing', async () => {
    const email = 'nombre-enorme@example.pe';
    const long = await post('/sign-up/email', { email, password: 'una-clave-larga', name: 'A'.repeat(101), acceptTerms: true });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ fieldErrors: { name: 'El nombre completo debe tener como máximo 100 caracteres' } });
    // A body far past any real form is refused before it is read whole (issue 24, item 19).
    const huge = await post('/sign-up/email', { email, password: 'una-clave-larga', name: 'A'.repeat(5_000_000), acceptTerms: true });
    expect(huge.status).toBe(413);
    const phone = await post('/sign-up/email', { email, password: 'una-clave-larga', name: 'Ana', phone: '9'.repeat(200), acceptTerms: true });
    expect(phone.status).toBe(400);
    expect(await accountsNamed(email)).toHaveLength(0);
  });

  it('stores the name cleaned like the trial form does (no control characters)', async () => {
    const email = 'nombre-sucio@example.pe';
    expect((await post('/sign-up/email', { email, password: 'una-clave-larga', name: '  Ana\u0000 \n Flores ', acceptTerms: 'on' })).status).toBe(200);
    expect((await accountsNamed(email))[0]?.name).toBe('Ana Flores');
  });
});

describe('update-user over HTTP', () => {
  it('keeps the same rules for a signed-in customer changing their profile', async () => {
    const email = 'perfil@example.pe';
    const cookie = cookieFrom(await post('/sign-up/email', { email, password: 'una-clave-larga', name: 'Rosa Quispe', acceptTerms: true }));
    const tooLong = await post('/update-user', { name: 'R'.repeat(101) }, cookie);
    expect(tooLong.status).toBe(400);
    expect((await post('/update-user', { name: 'R'.repeat(2_000_000) }, cookie)).status).toBe(413);
    const badPhone = await post('/update-user', { phone: '<script>alert(1)</script>' }, cookie);
    expect(badPhone.status).toBe(400);
    expect(await badPhone.json()).toMatchObject({ fieldErrors: { phone: 'Escribe un teléfono válido, por ejemplo +51 987 654 321' } });
    expect((await post('/update-user', { name: 'Rosa María Quispe', phone: '+51 987 654 321' }, cookie)).status).toBe(200);
    const [row] = await accountsNamed(email);
    expect(row).toMatchObject({ name: 'Rosa María Quispe', phone: '+51 987 654 321' });
  });
});
