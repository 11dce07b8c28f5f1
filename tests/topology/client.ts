/**
 * Requests to the topology started by scripts/topology/run.ts: through Caddy over HTTPS, naming
 * the host in SNI and Host ourselves (no DNS for the test's names), trusting only Caddy's local
 * CA; or straight to one instance over HTTP, as Caddy's own requests reach it.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { TOPOLOGY_APP_HOST, TOPOLOGY_ENV, TOPOLOGY_PORTS } from './env';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; certificateNames?: string };
export type Ask = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address: any 127.x.y.z is this machine, and Caddy sees it as the client. */
  from?: string;
  agent?: https.Agent | http.Agent | false;
};

const ca = () => readFileSync(process.env.TOPOLOGY_CA!, 'utf8');
export const APP_ORIGIN = TOPOLOGY_ENV.APP_URL;

/** One request through Caddy to `host` over HTTPS; rejects when the TLS handshake fails. */
export function viaCaddy(host: string, ask: Ask = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: TOPOLOGY_PORTS.https,
        servername: host,
        ca: ca(),
        localAddress: ask.from,
        agent: ask.agent ?? false,
        method: ask.method ?? 'GET',
        path: ask.path ?? '/',
        headers: { host: `${host}:${TOPOLOGY_PORTS.https}`, ...ask.headers },
      },
      (response) => collect(response, resolve, reject, (response.socket as TLSSocket).getPeerCertificate?.()?.subjectaltname),
    );
    request.setTimeout(20_000, () => request.destroy(new Error(`no answer from ${host}${ask.path ?? '/'} within 20 s`)));
    request.on('error', reject);
    request.end(ask.body);
  });
}

/** One request straight to the instance on `port`, as Caddy sends it (Host kept, HTTP). */
export function direct(port: number, host: string, ask: Ask = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: ask.method ?? 'GET',
        path: ask.path ?? '/',
        agent: ask.agent ?? false,
        headers: { host: `${host}:${TOPOLOGY_PORTS.https}`, 'x-forwarded-proto': 'https', ...ask.headers },
      },
      (response) => collect(response, resolve, reject),
    );
    request.setTimeout(20_000, () => request.destroy(new Error(`no answer from instance ${port} within 20 s`)));
    request.on('error', reject);
    request.end(ask.body);
  });
}

function collect(response: http.IncomingMessage, resolve: (answer: Answer) => void, reject: (error: Error) => void, certificateNames?: string): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('error', reject);
  response.on('end', () =>
    resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), certificateNames }),
  );
}

/** Signs in through Caddy with Better Auth's endpoint; the answer and the session cookie, if any. */
export async function signIn(email: string, password: string, from?: string): Promise<{ answer: Answer; cookie?: string }> {
  const answer = await viaCaddy(TOPOLOGY_APP_HOST, {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    from,
    headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
    body: JSON.stringify({ email, password }),
  });
  const setCookie = answer.headers['set-cookie'] ?? [];
  const session = setCookie.find((cookie) => /session_token=/.test(cookie));
  return { answer, cookie: session?.split(';')[0] };
}

/** Seeded data (tests/topology/seed.ts). */
export type Seed = {
  customer: { email: string; password: string };
  live: { label: string; email: string; password: string; businessName: string };
  draft: { label: string; siteId: string; businessName: string };
};
export const seed = (): Seed => JSON.parse(readFileSync(process.env.TOPOLOGY_SEED!, 'utf8')) as Seed;

export const instancePids = () => process.env.TOPOLOGY_INSTANCE_PIDS!.split(',').map(Number);
