import { describe, expect, it } from 'vitest';
import { handleAuthRequest } from '@/lib/auth/handler';
import { AuthError, requireAdmin, requireUser } from '@/lib/auth/session';
import { createUser, signIn, signOut } from '../helpers/auth';
import { cookieFrom, postAuth } from '../helpers/auth-http';

const BASE = 'http://localhost:3000/api/auth';

const post = (path: string, body: unknown, ip: string, cookie?: string) => postAuth(path, body, { ip, cookie });

describe('accounts through the auth API', () => {
  it('signs up, signs out and signs in again over HTTP', async () => {
    const email = 'ana.flores@example.pe';
    const signUp = await post('/sign-up/email', { email, password: 'una-clave-larga', name: 'Ana Flores', acceptTerms: true }, '198.51.100.1');
    expect(signUp.status).toBe(200);
    const cookie = cookieFrom(signUp);
    expect(cookie).toContain('better-auth.session_token=');

    const session = await handleAuthRequest(new Request(`${BASE}/get-session`, { headers: { cookie } }));
    expect((await session.json()).user.email).toBe(email);

    const signOutResponse = await post('/sign-out', {}, '198.51.100.1', cookie);
    expect(signOutResponse.status).toBe(200);
    const afterSignOut = await handleAuthRequest(new Request(`${BASE}/get-session`, { headers: { cookie } }));
    expect(await afterSignOut.json()).toBeNull();

    const signInResponse = await post('/sign-in/email', { email, password: 'una-clave-larga' }, '198.51.100.1');
    expect(signInResponse.status).toBe(200);
  });

  it('refuses passwords shorter than 8 characters', async () => {
    const response = await post('/sign-up/email', { email: 'corta@example.pe', password: '1234567', name: 'X', acceptTerms: true }, '198.51.100.2');
    expect(response.status).toBe(400);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const account = await createUser();
    const wrongPassword = await post('/sign-in/email', { email: account.email, password: 'otra-clave-mala' }, '198.51.100.3');
    const unknownEmail = await post('/sign-in/email', { email: 'nadie@example.pe', password: 'otra-clave-mala' }, '198.51.100.4');
    expect(wrongPassword.status).toBe(unknownEmail.status);
    const [a, b] = [await wrongPassword.json(), await unknownEmail.json()];
    expect(a).toEqual(b);
  });

  it('rate limits repeated sign-in failures per client address, counted in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await post('/sign-in/email', { email: 'victima@example.pe', password: 'adivinando-123' }, '198.51.100.50');
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Another address is not locked out by the first one's failures.
    const other = await post('/sign-in/email', { email: 'victima@example.pe', password: 'adivinando-123' }, '198.51.100.51');
    expect(other.status).toBe(401);
  });

  it('keys the limit on the connection address, whatever the client writes in X-Forwarded-For or the internal header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await handleAuthRequest(
        new Request(`${BASE}/sign-in/email`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            'x-vitrina-socket-ip': '198.51.100.60',
            'x-forwarded-for': `203.0.113.${i}`,
            'x-vitrina-client-ip': `10.0.0.${i}`,
          },
          body: JSON.stringify({ email: 'victima@example.pe', password: 'adivinando-123' }),
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('server-side guards', () => {
  it('requireUser and requireAdmin refuse an anonymous caller', async () => {
    signOut();
    await expect(requireUser()).rejects.toMatchObject({ reason: 'unauthenticated' });
    await expect(requireAdmin()).rejects.toBeInstanceOf(AuthError);
  });

  it('requireAdmin refuses a customer and accepts an admin whose role is in the database', async () => {
    const customer = await createUser();
    await signIn(customer.email, customer.password);
    expect((await requireUser()).role).toBe('customer');
    await expect(requireAdmin()).rejects.toMatchObject({ reason: 'forbidden' });

    const admin = await createUser({ admin: true });
    await signIn(admin.email, admin.password);
    expect((await requireAdmin()).userId).toBe(admin.id);
  });
});
