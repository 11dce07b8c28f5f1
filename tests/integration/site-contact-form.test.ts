import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteLeads } from '@/db/schema';
import { POST } from '@/app/site/[label]/enviar/route';
import { resetConfigForTests } from '@/lib/config';
import { closeDb, getDb } from '@/lib/db/client';
import { SITE_FORM_MAX_BYTES } from '@/lib/sites/traffic/site-form-post';
import { liveSiteCsp } from '@/lib/sites/serve/site-responses';
import { HUGE_BODY_CHUNK as CHUNK, hugeBody } from '../helpers/huge-body';
import { liveSite } from '../helpers/live-site';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const params = (label: string) => ({ params: Promise.resolve({ label }) });

/** A POST to a site's /enviar as a browser sends it (or as an attacker streams it). */
function post(label: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(`http://${label}.localhost/enviar`, {
    method: 'POST',
    body,
    headers: { 'content-type': FORM_TYPE, ...headers },
    duplex: 'half',
  } as RequestInit);
  return POST(request, params(label));
}

describe("a site's contact form (POST /enviar)", () => {
  it("stores a visitor's message and sends them to the thank-you page", async () => {
    const { siteId, label } = await liveSite('Cevichería La Ola');
    const response = await post(
      label,
      new URLSearchParams({ name: 'Rosa', phone: '987 111 222', message: '¿Atienden el domingo al mediodía?', page: '/contacto' }).toString(),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/gracias');
    expect(await getDb().select({ name: siteLeads.name }).from(siteLeads).where(eq(siteLeads.siteId, siteId))).toEqual([{ name: 'Rosa' }]);
  });

  it('refuses a body past the limit after reading only the limit, with the Spanish error page', async () => {
    const { siteId, label } = await liveSite('Pollería El Sol');
    const { stream, seen } = hugeBody(64 * 1024 * 1024);
    const response = await post(label, stream);
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('El mensaje es demasiado largo. Acórtalo e inténtalo de nuevo.');
    // The reader stopped at the limit (plus the stream's read-ahead), not at 64 MB.
    expect(seen.pulled).toBeLessThanOrEqual(SITE_FORM_MAX_BYTES + 2 * CHUNK);
    expect(seen.cancelled).toBe(true);
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId))).toEqual([]);
  });

  it('refuses a declared length past the limit before reading any of it', async () => {
    const { label } = await liveSite('Panadería San Juan');
    const { stream, seen } = hugeBody(400 * 1024 * 1024);
    const response = await post(label, stream, { 'content-length': String(400 * 1024 * 1024) });
    expect(response.status).toBe(413);
    // Only what the stream prepares unasked: the body itself was never read.
    expect(seen.pulled).toBeLessThanOrEqual(CHUNK);
  });

  it("answers the site's neutral error page, not a bare 500, while the database is down", async () => {
    const { label } = await liveSite('Bodega Don Lucho');
    await closeDb();
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/nowhere';
    resetConfigForTests();
    try {
      const response = await post(label, new URLSearchParams({ name: 'Rosa', phone: '987 111 222', message: '¿Hacen delivery a Miraflores?' }).toString());
      expect(response.status).toBe(503);
      expect(response.headers.get('content-security-policy')).toBe(liveSiteCsp());
      const page = await response.text();
      expect(page).toContain('No se pudo enviar tu mensaje');
      expect(page).toContain('No pudimos enviar tu mensaje en este momento. Inténtalo de nuevo en unos minutos.');
    } finally {
      await closeDb();
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
      resetConfigForTests();
    }
  });
});
