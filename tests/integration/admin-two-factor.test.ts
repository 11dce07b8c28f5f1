import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAdminPage, requireAdminWithoutTwoFactor } from '@/app/admin/admin-access';
import { handleAuthRequest } from '@/lib/auth/handler';
import { resetConfigForTests } from '@/lib/config';
import { addKeywordsAction } from '@/lib/blog/admin-actions';
import { createUser } from '../helpers/auth';
import { requestContext } from '../helpers/request-context';

/**
 * ADMIN_REQUIRE_2FA=1: an administrator without TOTP is stopped before any action runs, sent to
 * the security page by the panel, and gets in once an authenticator code has been verified.
 */
const BASE = 'http://localhost:3000/api/auth';
const IP = '198.51.100.77';

async function call(path: string, body: unknown) {
  const response = await handleAuthRequest(
    new Request(`${BASE}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        'x-vitrina-socket-ip': IP,
        cookie: requestContext.headers().get('cookie') ?? '',
      },
      body: JSON.stringify(body),
    }),
  );
  requestContext.setCookiesFrom(response.headers.getSetCookie());
  return response;
}

/** Where a page helper redirected to (Next's redirect() throws an error carrying it). */
async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    return digest.startsWith('NEXT_REDIRECT') ? (digest.split(';')[2] ?? '') : String(error);
  }
}

let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  process.env.ADMIN_REQUIRE_2FA = '1';
  resetConfigForTests();
  admin = await createUser({ admin: true });
});

afterAll(() => {
  delete process.env.ADMIN_REQUIRE_2FA;
  resetConfigForTests();
});

describe('mandatory two-factor for administrators', () => {
  it('stops actions and sends the panel to the security page until TOTP is on', async () => {
    requestContext.signOut();
    expect((await call('/sign-in/email', { email: admin.email, password: admin.password })).status).toBe(200);
    expect(await addKeywordsAction({ keywords: 'seo local' })).toMatchObject({ ok: false, code: 'two_factor_required' });
    expect(await redirectOf(() => requireAdminPage('/admin'))).toBe('/admin/security');
    // The security page itself opens, or two-factor could never be turned on.
    expect(await redirectOf(() => requireAdminWithoutTwoFactor('/admin/security'))).toBeNull();
  });

  it('opens everything once an authenticator code is verified, and sign-in then asks for the code', async () => {
    const enabled = await call('/two-factor/enable', { password: admin.password });
    expect(enabled.status).toBe(200);
    const totp = OTPAuth.URI.parse((await enabled.json()).totpURI) as OTPAuth.TOTP;
    // Set up but not yet verified: still closed.
    expect(await addKeywordsAction({ keywords: 'seo local' })).toMatchObject({ code: 'two_factor_required' });
    expect((await call('/two-factor/verify-totp', { code: totp.generate() })).status).toBe(200);
    expect(await addKeywordsAction({ keywords: 'seo local' })).toMatchObject({ ok: true });
    expect(await redirectOf(() => requireAdminPage('/admin'))).toBeNull();

    requestContext.signOut();
    const signIn = await call('/sign-in/email', { email: admin.email, password: admin.password });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    // Password alone is not a session.
    expect(await addKeywordsAction({ keywords: 'seo local' })).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect((await call('/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    expect((await call('/two-factor/verify-totp', { code: totp.generate() })).status).toBe(200);
    expect(await addKeywordsAction({ keywords: 'seo local' })).toMatchObject({ ok: true });
  });
});
