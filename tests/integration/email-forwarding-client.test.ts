import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ForwardEmailProvider } from '@/lib/email-forwarding/forward-email';
import { ForwardingError } from '@/lib/email-forwarding/provider';
import { startFakeEmailForwarding, FAKE_FORWARDING_TOKEN, type FakeEmailForwarding } from '../fakes/email-forwarding/server';
import { setupFake } from '../fakes/setup-fake';

/** The Forward Email client (lib/email-forwarding) against the provider's stand-in, its failures included. */
const fake = setupFake<FakeEmailForwarding>('email forwarding', startFakeEmailForwarding);
const client = (token = FAKE_FORWARDING_TOKEN, timeoutMs = 2_000) => new ForwardEmailProvider({ apiUrl: fake().url, token, timeoutMs });

async function failureOf(promise: Promise<unknown>): Promise<ForwardingError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ForwardingError);
  return error as ForwardingError;
}

const strays: Server[] = [];
afterEach(async () => {
  for (const server of strays.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server answering every request with `answer`, for the answers the stand-in never gives. */
async function strayServer(answer: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(answer);
  strays.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the e-mail forwarding client (Forward Email)', () => {
  it('registers a domain once and asks for the MX, SPF and verification records of its setup guide', async () => {
    const domain = await client().ensureDomain('buensabor.pe');
    const verification = fake().domains.get('buensabor.pe')!.verification_record;
    expect(domain).toEqual({
      name: 'buensabor.pe',
      isVerified: false,
      records: [
        { type: 'MX', name: 'buensabor.pe', value: 'mx1.forwardemail.net', priority: 10, purpose: 'mx' },
        { type: 'MX', name: 'buensabor.pe', value: 'mx2.forwardemail.net', priority: 10, purpose: 'mx' },
        { type: 'TXT', name: 'buensabor.pe', value: 'v=spf1 a include:spf.forwardemail.net -all', purpose: 'spf' },
        { type: 'TXT', name: 'buensabor.pe', value: `forward-email-site-verification=${verification}`, purpose: 'verification' },
      ],
    });
    // A second time reads the same domain instead of creating another.
    expect((await client().ensureDomain('buensabor.pe')).records).toEqual(domain.records);
    expect(fake().calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    expect((await client().verifyDomain('buensabor.pe')).isVerified).toBe(true);
    fake().holdVerification('otro.pe');
    await client().ensureDomain('otro.pe');
    expect((await client().verifyDomain('otro.pe')).isVerified).toBe(false);
  });

  it('creates, lists and deletes aliases; a taken name is a duplicate, an unknown domain or alias is not found', async () => {
    await client().ensureDomain('alias.pe');
    const alias = await client().createAlias('alias.pe', { name: 'contacto', recipient: 'rosa@gmail.com' });
    expect(alias).toMatchObject({ name: 'contacto', recipients: ['rosa@gmail.com'] });
    expect(await client().listAliases('alias.pe')).toEqual([alias]);

    expect((await failureOf(client().createAlias('alias.pe', { name: 'contacto', recipient: 'otra@gmail.com' }))).kind).toBe('duplicate');
    expect((await failureOf(client().createAlias('alias.pe', { name: '-mal-', recipient: 'otra@gmail.com' }))).kind).toBe('refused');
    expect((await failureOf(client().listAliases('nadie.pe'))).kind).toBe('not_found');

    await client().deleteAlias('alias.pe', alias.id);
    expect(fake().aliasesOf('alias.pe')).toEqual([]);
    expect((await failureOf(client().deleteAlias('alias.pe', alias.id))).kind).toBe('not_found');
  });

  it('tries a read once more after a provider failure, and says the provider is unavailable when it keeps failing', async () => {
    await client().ensureDomain('reintento.pe');
    fake().failNext(1, '500');
    expect(await client().listAliases('reintento.pe')).toEqual([]);
    fake().failNext(1, 'down');
    expect(await client().listAliases('reintento.pe')).toEqual([]);

    fake().failNext(2, '500');
    expect((await failureOf(client().listAliases('reintento.pe'))).kind).toBe('unavailable');
    expect((await failureOf(client('wrong-token').listAliases('reintento.pe'))).kind).toBe('unavailable');
  });

  it('never sends a create twice, and finds the alias the provider made when only its answer was lost', async () => {
    await client().ensureDomain('perdido.pe');
    fake().failNext(1, '500');
    expect((await failureOf(client().createAlias('perdido.pe', { name: 'ventas', recipient: 'rosa@gmail.com' }))).kind).toBe('unavailable');
    expect(fake().aliasesOf('perdido.pe')).toEqual([]);
    expect(fake().calls.filter((call) => call.method === 'POST' && call.path.endsWith('/aliases'))).toHaveLength(1);

    fake().failNext(1, 'lose-answer');
    const found = await client().createAlias('perdido.pe', { name: 'ventas', recipient: 'rosa@gmail.com' });
    expect(found).toMatchObject({ name: 'ventas', recipients: ['rosa@gmail.com'] });
    expect(fake().aliasesOf('perdido.pe')).toEqual(['ventas → rosa@gmail.com']);
  });

  it('gives up on a provider that does not answer in time or answers too much', async () => {
    const silent = await strayServer(() => undefined);
    const slow = new ForwardEmailProvider({ apiUrl: silent, token: 'x', timeoutMs: 300 });
    expect((await failureOf(slow.listAliases('lento.pe'))).kind).toBe('unavailable');

    const flood = await strayServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`[${'"x",'.repeat(200_000)}"x"]`);
    });
    const big = new ForwardEmailProvider({ apiUrl: flood, token: 'x', timeoutMs: 2_000 });
    expect((await failureOf(big.listAliases('grande.pe'))).kind).toBe('unavailable');
  });
});
