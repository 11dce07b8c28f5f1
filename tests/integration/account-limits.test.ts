import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '@/lib/auth/account-limits';
import { createUser } from '../helpers/auth';
import { cookieFrom, postAuth } from '../helpers/auth-http';
import { mailTo } from '../helpers/mailbox';

/**
 * Per-account limits: an attacker who spreads attempts over many addresses (each under the
 * per-address limit) still cannot guess one account's password or code, nor flood its inbox.
 */
let nextAddress = 1;

/** Each call from a different connection address, as a botnet would. */
const post = (path: string, body: unknown, cookie = '') =>
  postAuth(path, body, { ip: `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`, cookie });

describe('per-account limits', () => {
  it('locks an account after repeated wrong passwords from many addresses, even for the right one, and tells the owner', async () => {
    const account = await createUser();
    for (let i = 0; i < ACCOUNT_LIMITS.signIn.max; i += 1) {
      expect((await post('/sign-in/email', { email: account.email, password: `adivinando-${i}` })).status).toBe(401);
    }
    const right = await post('/sign-in/email', { email: account.email.toUpperCase(), password: account.password });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });

    const mails = await mailTo(account.email);
    expect(mails.filter((m) => m.subject === 'Bloqueamos el acceso a tu cuenta por seguridad')).toHaveLength(1);

    // Somebody else's account is not affected.
    const other = await createUser();
    expect((await post('/sign-in/email', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('starts the count over after a successful sign-in', async () => {
    const account = await createUser();
    for (let i = 0; i < ACCOUNT_LIMITS.signIn.max - 1; i += 1) {
      await post('/sign-in/email', { email: account.email, password: 'mala-clave-123' });
    }
    expect((await post('/sign-in/email', { email: account.email, password: account.password })).status).toBe(200);
    expect((await post('/sign-in/email', { email: account.email, password: 'mala-clave-123' })).status).toBe(401);
    expect((await post('/sign-in/email', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('sends at most a few reset e-mails per account per hour, and answers the same either way', async () => {
    const account = await createUser();
    const answers: unknown[] = [];
    for (let i = 0; i < ACCOUNT_LIMITS.resetEmail.max + 4; i += 1) {
      const response = await post('/request-password-reset', { email: account.email, redirectTo: '/auth/reset-password' });
      expect(response.status).toBe(200);
      answers.push(await response.json());
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const resets = (await mailTo(account.email)).filter((m) => m.subject === 'Cambia tu contraseña de Vitrina');
    expect(resets).toHaveLength(ACCOUNT_LIMITS.resetEmail.max);
  });

  it('locks the second factor after repeated wrong codes from many addresses', async () => {
    const account = await createUser();
    const signedIn = await post('/sign-in/email', { email: account.email, password: account.password });
    const session = cookieFrom(signedIn);
    const enabled = await post('/two-factor/enable', { password: account.password }, session);
    const totp = OTPAuth.URI.parse((await enabled.json()).totpURI) as OTPAuth.TOTP;
    expect((await post('/two-factor/verify-totp', { code: totp.generate() }, session)).status).toBe(200);

    // Better Auth already ends a challenge after a few wrong codes; the attacker, who knows the
    // password, starts new ones. The account count spans them all.
    const newChallenge = async () => cookieFrom(await post('/sign-in/email', { email: account.email, password: account.password }));
    let challenge = await newChallenge();
    const wrong = totp.generate() === '000000' ? '111111' : '000000';
    let failures = 0;
    while (failures < ACCOUNT_LIMITS.twoFactor.max) {
      const response = await post('/two-factor/verify-totp', { code: wrong }, challenge);
      if (response.status === 400) {
        expect(await response.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' });
        challenge = await newChallenge();
        continue;
      }
      expect(response.status).toBe(401);
      failures += 1;
    }
    challenge = await newChallenge();
    const right = await post('/two-factor/verify-totp', { code: totp.generate() }, challenge);
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect((await mailTo(account.email)).some((m) => m.subject === 'Bloqueamos el acceso a tu cuenta por seguridad')).toBe(true);
  });
});
