/**
 * A local stand-in for Forward Email's API, the subset 'Correo profesional' uses: domains (create,
 * read, verify-records) and their aliases (list, create, delete), behind HTTP basic authentication
 * with the token as the user name. Errors come as Forward Email sends them: `{ statusCode, error,
 * message }`; a taken alias name is a 400 like any other refusal, an unknown domain or alias 404.
 *
 * Tests drive it in process: `failNext(n, mode)` fails the next n calls ('500' answers 503,
 * 'down' drops the connection, 'lose-answer' does the work and then drops the connection),
 * `holdVerification(domain)` keeps verify-records answering that the records are missing, and
 * `domains` / `calls` say what it holds and what it was asked.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export const FAKE_FORWARDING_TOKEN = 'fake-forward-email-token-0123456789';

type Alias = { id: string; name: string; recipients: string[]; is_enabled: boolean };
type Domain = { id: string; name: string; verification_record: string; has_mx_record: boolean; has_txt_record: boolean; aliases: Alias[] };
type Failure = '500' | 'down' | 'lose-answer';
export type FakeEmailForwarding = Awaited<ReturnType<typeof startFakeEmailForwarding>>;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const boom = (res: ServerResponse, status: number, message: string) =>
  send(res, status, { statusCode: status, error: status === 404 ? 'Not Found' : status === 401 ? 'Unauthorized' : 'Bad Request', message });

const domainBody = (domain: Domain) => ({
  id: domain.id,
  name: domain.name,
  verification_record: domain.verification_record,
  has_mx_record: domain.has_mx_record,
  has_txt_record: domain.has_txt_record,
});
const aliasBody = (domain: Domain, alias: Alias) => ({ ...alias, domain: { id: domain.id, name: domain.name } });

export async function startFakeEmailForwarding() {
  const domains = new Map<string, Domain>();
  const calls: { method: string; path: string }[] = [];
  const held = new Set<string>();
  let failures: { mode: Failure; left: number } | null = null;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push({ method: req.method ?? 'GET', path: url.pathname });
    const expected = `Basic ${Buffer.from(`${FAKE_FORWARDING_TOKEN}:`).toString('base64')}`;
    if (req.headers.authorization !== expected) return boom(res, 401, 'Invalid API token.');
    const failure = failures && failures.left > 0 ? failures.mode : null;
    if (failures && failure) failures.left -= 1;
    if (failure === 'down') return void req.socket.destroy();
    if (failure === '500') return boom(res, 503, 'Service Unavailable');
    const answer = failure === 'lose-answer' ? () => void req.socket.destroy() : (status: number, body: unknown) => send(res, status, body);

    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return boom(res, 400, 'Invalid JSON.');
    }
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'v1' || parts[1] !== 'domains') return boom(res, 404, 'Not found.');

    if (parts.length === 2 && req.method === 'POST') {
      const name = String(body.domain ?? '').toLowerCase();
      if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(name)) return boom(res, 400, 'Domain name was invalid.');
      if (domains.has(name)) return boom(res, 400, 'Domain already exists.');
      const domain: Domain = {
        id: randomBytes(12).toString('hex'),
        name,
        verification_record: randomBytes(5).toString('hex'),
        has_mx_record: false,
        has_txt_record: false,
        aliases: [],
      };
      domains.set(name, domain);
      return answer(200, domainBody(domain));
    }
    const domain = parts[2] ? domains.get(parts[2].toLowerCase()) : undefined;
    if (!domain) return boom(res, 404, 'Domain does not exist.');

    if (parts.length === 3 && req.method === 'GET') return answer(200, domainBody(domain));
    if (parts.length === 4 && parts[3] === 'verify-records' && req.method === 'GET') {
      if (held.has(domain.name)) return boom(res, 400, `Domain's DNS records could not be verified for ${domain.name}.`);
      domain.has_mx_record = true;
      domain.has_txt_record = true;
      return answer(200, `Domain's DNS records have been verified.`);
    }
    if (parts[3] !== 'aliases') return boom(res, 404, 'Not found.');
    if (parts.length === 4 && req.method === 'GET')
      return answer(
        200,
        domain.aliases.map((alias) => aliasBody(domain, alias)),
      );
    if (parts.length === 4 && req.method === 'POST') {
      const name = String(body.name ?? '').toLowerCase();
      const recipients = Array.isArray(body.recipients) ? body.recipients.map(String) : [];
      if (!/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/.test(name)) return boom(res, 400, 'Alias name was invalid.');
      if (recipients.length === 0 || recipients.some((r) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(r))) return boom(res, 400, 'Recipients were invalid.');
      if (domain.aliases.some((alias) => alias.name === name)) return boom(res, 400, 'Alias already exists for domain.');
      const alias: Alias = { id: randomBytes(12).toString('hex'), name, recipients, is_enabled: body.is_enabled !== false };
      domain.aliases.push(alias);
      return answer(200, aliasBody(domain, alias));
    }
    if (parts.length === 5 && req.method === 'DELETE') {
      const index = domain.aliases.findIndex((alias) => alias.id === parts[4]);
      if (index < 0) return boom(res, 404, 'Alias does not exist.');
      const [gone] = domain.aliases.splice(index, 1);
      return answer(200, aliasBody(domain, gone!));
    }
    return boom(res, 404, 'Not found.');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    env: { EMAIL_FORWARDING_API_URL: url, EMAIL_FORWARDING_API_TOKEN: FAKE_FORWARDING_TOKEN } satisfies Record<string, string>,
    /** What the provider holds, by domain name. */
    domains,
    /** Every call it was asked, in order. */
    calls,
    /** The aliases of a domain as "name → recipients", for assertions. */
    aliasesOf: (name: string) => (domains.get(name)?.aliases ?? []).map((alias) => `${alias.name} → ${alias.recipients.join(', ')}`),
    failNext: (times: number, mode: Failure) => {
      failures = { mode, left: times };
    },
    holdVerification: (name: string) => {
      held.add(name);
    },
    recover: () => {
      failures = null;
      held.clear();
      calls.length = 0;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
