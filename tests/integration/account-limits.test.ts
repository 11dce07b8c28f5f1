import * as OTPAuth from 'otpauth';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knownSignInAddresses, rateLimit, signInFailures } from '@/db/schema';
import { ACCOUNT_LIMITS } from '@/lib/auth/account-limits';
import { ADDRESS_DELAY, KNOWN_ADDRESS_DAYS, pruneSignInRecords } from '@/lib/auth/sign-in-throttle';
import { getDb } from '@/lib/db/client';
import { createUser } from '../helpers/auth';
import { cookieFrom, postAuth } from '../helpers/auth-http';
import { mailTo } from '../helpers/mailbox';

/**
 * Per-account limits (decision 0019): an attacker who spreads attempts over many addresses (each
 * under the per-address limit) still cannot guess one account's password or code, nor flood its
 * inbox, and cannot lock the owner out either: from an address that signed in before, the right
 * password always works; an address that keeps failing waits longer and longer.
 */
let nextAddress = 1;

/** Each call from a different connection address, as a botnet would. */
const post = (path: string, body: unknown, cookie = '') =>
  postAuth(path, body, { ip: `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`, cookie });

const ATTACKED = 'Frenamos intentos de entrar a tu cuenta';

/** Time passes for the per-address delays, and for Better Auth's per-address minute (its counters start over). */
async function elapse(seconds: number) {
  await getDb()
    .update(signInFailures)
    .set({
      windowStart: sql`${signInFailures.windowStart} - make_interval(secs => ${seconds})`,
      lastFailureAt: sql`${signInFailures.lastFailureAt} - make_interval(secs => ${seconds})`,
    });
  await getDb().delete(rateLimit);
}

describe('per-account limits', () => {
  it("never stops the owner's right password from an address they signed in from, whatever fails elsewhere, and tells them", async () => {
    const owner = await createUser({ admin: true });
    const home = '203.0.113.10';
    expect((await postAuth('/sign-in/email', { email: owner.email, password: owner.password }, { ip: home })).status).toBe(200);

    for (let i = 0; i < ACCOUNT_LIMITS.signIn.max; i += 1) {
      expect((await post('/sign-in/email', { email: owner.email, password: `adivinando-${i}` })).status).toBe(401);
    }
    // Past the account's limit, addresses that never signed in to it are held back.
    for (let i = 0; i < ACCOUNT_LIMITS.signIn.max; i += 1) {
      expect((await post('/sign-in/email', { email: owner.email, password: `adivinando-mas-${i}` })).status).toBe(429);
    }
    const fromHome = await postAuth('/sign-in/email', { email: owner.email.toUpperCase(), password: owner.password }, { ip: home });
    expect(fromHome.status).toBe(200);

    // The right password included: an address that never signed in cannot tell a guess that worked.
    const fromElsewhere = await post('/sign-in/email', { email: owner.email, password: owner.password });
    expect(fromElsewhere.status).toBe(429);
    expect(await fromElsewhere.json()).toMatchObject({ code: 'ACCOUNT_PROTECTED' });

    const mails = await mailTo(owner.email);
    const attacked = mails.filter((m) => m.subject === ATTACKED);
    expect(attacked).toHaveLength(1);
    expect(attacked[0]?.text).toContain('solo aceptamos intentos desde las conexiones donde ya iniciaste sesión antes');
    expect(mails.some((m) => m.subject === 'Bloqueamos el acceso a tu cuenta por seguridad')).toBe(false);

    // Somebody else's account is not affected.
    const other = await createUser();
    expect((await post('/sign-in/email', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('lets the owner in from a new connection during an attack once they reset the password from it', async () => {
    const owner = await createUser();
    for (let i = 0; i < ACCOUNT_LIMITS.signIn.max; i += 1) await post('/sign-in/email', { email: owner.email, password: `adivinando-${i}` });
    const newPhone = '203.0.113.40';
    const signIn = (password: string) => postAuth('/sign-in/email', { email: owner.email, password }, { ip: newPhone });
    expect((await signIn(owner.password)).status).toBe(429);

    expect((await postAuth('/request-password-reset', { email: owner.email, redirectTo: '/auth/reset-password' }, { ip: newPhone })).status).toBe(200);
    const reset = (await mailTo(owner.email)).find((m) => m.subject === 'Cambia tu contraseña de Vitrina');
    const token = /reset-password\/([\w-]+)/.exec(reset?.text ?? '')?.[1];
    if (!token) throw new Error('no reset link');
    const newPassword = 'otra-contraseña-segura-456';
    expect((await postAuth('/reset-password', { token, newPassword }, { ip: newPhone })).status).toBe(200);

    expect((await signIn(newPassword)).status).toBe(200);
    // Strangers are still held back.
    expect((await post('/sign-in/email', { email: owner.email, password: newPassword })).status).toBe(429);
  });

  it('slows down the guessing address itself, ever longer, for that account only, and forgets it after a day', async () => {
    const owner = await createUser();
    const attacker = '203.0.113.66';
    const guess = (password: string) => postAuth('/sign-in/email', { email: owner.email, password }, { ip: attacker });
    for (let i = 0; i < ADDRESS_DELAY.freeFailures; i += 1) expect((await guess(`adivinando-${i}`)).status).toBe(401);
    await elapse(1);

    // Held back even with the right password: the address cannot tell a guess that worked.
    const held = await guess(owner.password);
    expect(held.status).toBe(429);
    expect(await held.json()).toMatchObject({ code: 'SIGN_IN_DELAYED' });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(ADDRESS_DELAY.firstDelaySeconds - 5);

    // The owner, elsewhere, is not held back; the attacker's other targets neither.
    expect((await post('/sign-in/email', { email: owner.email, password: owner.password })).status).toBe(200);
    const other = await createUser();
    expect((await postAuth('/sign-in/email', { email: other.email, password: 'otra-clave-mala' }, { ip: attacker })).status).toBe(401);

    await elapse(ADDRESS_DELAY.firstDelaySeconds);
    expect((await guess('adivinando-otra-vez')).status).toBe(401);
    // The next wait is twice as long.
    await elapse(ADDRESS_DELAY.firstDelaySeconds);
    expect((await guess(owner.password)).status).toBe(429);
    await elapse(ADDRESS_DELAY.firstDelaySeconds);
    expect((await guess('y-otra-mas')).status).toBe(401);

    // A day after the first failure the count starts over: a single new failure holds nothing back.
    await elapse(ADDRESS_DELAY.windowSeconds);
    expect((await guess('un-dia-despues')).status).toBe(401);
    expect((await guess(owner.password)).status).toBe(200);
  });

  it("starts an address's count over when it signs in", async () => {
    const account = await createUser();
    const home = '203.0.113.30';
    const attempt = (password: string) => postAuth('/sign-in/email', { email: account.email, password }, { ip: home });
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < ADDRESS_DELAY.freeFailures - 1; i += 1) expect((await attempt('mala-clave-123')).status).toBe(401);
      expect((await attempt(account.password)).status).toBe(200);
      await elapse(1);
    }
  });

  it('forgets, in the daily run, failure counts past their day and addresses not seen for months', async () => {
    const account = await createUser();
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const DAY = 24 * 60 * 60 * 1000;
    await getDb()
      .insert(signInFailures)
      .values([
        { key: 'old-failures', failures: 3, windowStart: ago(DAY + 60_000), lastFailureAt: ago(DAY) },
        { key: 'fresh-failures', failures: 3, windowStart: ago(60_000), lastFailureAt: ago(60_000) },
      ]);
    await getDb()
      .insert(knownSignInAddresses)
      .values([
        { userId: account.id, address: '203.0.113.40', lastSignInAt: ago((KNOWN_ADDRESS_DAYS + 1) * DAY) },
        { userId: account.id, address: '203.0.113.41', lastSignInAt: ago(DAY) },
      ]);
    // Earlier tests in this file leave counts of their own: only these rows are checked.
    expect(await pruneSignInRecords(now)).toMatchObject({ addresses: 1 });
    expect((await getDb().select({ key: signInFailures.key }).from(signInFailures)).map((r) => r.key)).not.toContain('old-failures');
    expect((await getDb().select({ key: signInFailures.key }).from(signInFailures)).map((r) => r.key)).toContain('fresh-failures');
    const kept = await getDb().select({ address: knownSignInAddresses.address }).from(knownSignInAddresses).where(eq(knownSignInAddresses.userId, account.id));
    expect(kept.map((r) => r.address)).toEqual(['203.0.113.41']);
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

  it('holds back the second factor after repeated wrong codes from many addresses, except where the owner signed in before', async () => {
    const account = await createUser();
    const signedIn = await post('/sign-in/email', { email: account.email, password: account.password });
    const session = cookieFrom(signedIn);
    const enabled = await post('/two-factor/enable', { password: account.password }, session);
    const totp = OTPAuth.URI.parse((await enabled.json()).totpURI) as OTPAuth.TOTP;
    expect((await post('/two-factor/verify-totp', { code: totp.generate() }, session)).status).toBe(200);

    // The owner signs in from home with both steps: that address is now known to the account.
    const home = '203.0.113.20';
    const atHome = (path: string, body: unknown, cookie = '') => postAuth(path, body, { ip: home, cookie });
    const homeChallenge = cookieFrom(await atHome('/sign-in/email', { email: account.email, password: account.password }));
    expect((await atHome('/two-factor/verify-totp', { code: totp.generate() }, homeChallenge)).status).toBe(200);

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
    expect(await right.json()).toMatchObject({ code: 'ACCOUNT_PROTECTED' });
    expect((await mailTo(account.email)).some((m) => m.subject === ATTACKED)).toBe(true);

    const again = cookieFrom(await atHome('/sign-in/email', { email: account.email, password: account.password }));
    expect((await atHome('/two-factor/verify-totp', { code: totp.generate() }, again)).status).toBe(200);
  });
});
