import { describe, expect, it } from 'vitest';
import { handleAuthRequest, MAX_AUTH_BODY_BYTES } from '@/lib/auth/handler';
import { postAuth } from '../helpers/auth-http';
import { HUGE_BODY_CHUNK, hugeBody } from '../helpers/huge-body';

/** A POST to one of Better Auth's endpoints with a body that would be `totalBytes` long. */
function postHuge(path: string, totalBytes: number, headers: Record<string, string> = {}) {
  const body = hugeBody(totalBytes);
  const request = new Request(`http://localhost:3000/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-vitrina-socket-ip': '198.51.100.90', ...headers },
    body: body.stream,
    duplex: 'half',
  } as RequestInit);
  return { response: handleAuthRequest(request), seen: body.seen };
}

describe("Better Auth's endpoints read bounded bodies", () => {
  it('refuses a streamed body past the limit after reading only the limit', async () => {
    const { response, seen } = postHuge('/sign-in/email', 64 * 1024 * 1024);
    const answer = await response;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ message: 'La solicitud es demasiado grande.' });
    expect(seen.pulled).toBeLessThanOrEqual(MAX_AUTH_BODY_BYTES + 2 * HUGE_BODY_CHUNK);
    expect(seen.cancelled).toBe(true);
  });

  it('refuses a declared length past the limit before reading any of it', async () => {
    const { response, seen } = postHuge('/sign-up/email', 400 * 1024 * 1024, { 'content-length': String(400 * 1024 * 1024) });
    expect((await response).status).toBe(413);
    expect(seen.pulled).toBeLessThanOrEqual(HUGE_BODY_CHUNK);
  });

  it('still signs up and in with an ordinary body', async () => {
    const email = 'limite.cuerpo@example.pe';
    const signUp = await postAuth('/sign-up/email', { email, password: 'una-clave-larga', name: 'Rosa Quispe', acceptTerms: true }, { ip: '198.51.100.91' });
    expect(signUp.status).toBe(200);
    const signIn = await postAuth('/sign-in/email', { email, password: 'una-clave-larga' }, { ip: '198.51.100.91' });
    expect(signIn.status).toBe(200);
  });
});
