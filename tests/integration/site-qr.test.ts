import { PageSizes, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { siteDailyCounts } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { setSiteSuspended } from '@/lib/sites/publish/publish';
import { handleSiteQrDownload } from '@/lib/sites/qr/qr-download';
import { getOwnSiteQrCodes } from '@/lib/sites/qr/qr-codes';
import { qrSheetPdf } from '@/lib/sites/qr/qr-files';
import { siteOrigin } from '@/lib/sites/serve/site-url';
import { answerQrScan } from '@/lib/sites/traffic/visit-routes';
import { getOwnSiteVisits } from '@/lib/sites/traffic/visits';
import { signIn, signOut } from '../helpers/auth';
import { liveSite } from '../helpers/live-site';
import { decodeQrImage, decodeQrInPdf, pdfTextLines } from '../helpers/read-pdf';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const download = (query: string) => handleSiteQrDownload(new Request(`http://localhost/api/sites/qr?${query}`));
const scan = (label: string, slug: string, userAgent = BROWSER) =>
  answerQrScan(
    label,
    slug,
    new Request(`http://${label}.localhost/qr/${slug}`, { headers: { 'user-agent': userAgent, 'x-vitrina-socket-ip': '203.0.113.7' } }),
  );

describe("a live site's QR codes", () => {
  it('are offered for the site and its menu page, each leading to its counted entry', async () => {
    const { actor, label } = await liveSite('Cevichería La Red');
    const own = await getOwnSiteQrCodes(actor);
    expect(own?.codes.map((c) => [c.title, c.url, c.caption])).toEqual([
      ['Tu web', `${siteOrigin(label)}/qr`, 'Escanea para visitar nuestra web'],
      ['Tu carta', `${siteOrigin(label)}/qr/carta`, 'Escanea para ver la carta'],
    ]);
  });

  it('download as a PNG and an SVG that a phone reads as the address, and an A5 page with the name, the line and the address', async () => {
    const { label, email } = await liveSite('Pollería Doña Ñusta');
    await signIn(email, 'contraseña-segura-123');

    const png = await download('pagina=carta&formato=png');
    expect([png.status, png.headers.get('content-type'), png.headers.get('content-disposition')]).toEqual([
      200,
      'image/png',
      `attachment; filename="qr-${label}-carta.png"`,
    ]);
    expect(await decodeQrImage(Buffer.from(await png.arrayBuffer()))).toBe(`${siteOrigin(label)}/qr/carta`);

    const svg = await download('formato=svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await decodeQrImage(await svg.text())).toBe(`${siteOrigin(label)}/qr`);

    const pdfResponse = await download('pagina=carta&formato=pdf');
    expect([pdfResponse.status, pdfResponse.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const pdf = new Uint8Array(await pdfResponse.arrayBuffer());
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    const [width, height] = PageSizes.A5;
    expect(document.getPage(0).getSize()).toEqual({ width, height });
    expect(pdfTextLines(pdf)).toEqual(expect.arrayContaining(['Pollería Doña Ñusta', 'Escanea para ver la carta']));
    // The code printed on the sheet is 300 pt wide (10.6 cm) and reads as the menu's entry.
    expect(decodeQrInPdf(pdf, { width, height })).toBe(`${siteOrigin(label)}/qr/carta`);

    // A page the site does not have, a format we do not make, and someone signed out: nothing.
    expect((await download('pagina=nosotros&formato=pdf')).status).toBe(404);
    expect((await download('formato=gif')).status).toBe(400);
    signOut();
    expect((await download('formato=png')).status).toBe(401);
  });

  it("print the business's address, and names in any alphabet without failing", async () => {
    const pdf = await qrSheetPdf({
      url: 'https://ejemplo.vitrina.pe/qr/carta',
      businessName: 'Café «Łucja» ☕ Ñaña',
      caption: 'Escanea para ver la carta',
      address: 'Jr. Ayacucho 214, Cusco',
    });
    expect(pdfTextLines(pdf)).toEqual(['Café «ucja» Ñaña', 'Escanea para ver la carta', 'Jr. Ayacucho 214, Cusco']);
    const long = await qrSheetPdf({ url: 'https://ejemplo.vitrina.pe/qr', businessName: 'Restaurante '.repeat(10), caption: 'x', address: '' });
    expect((await PDFDocument.load(long)).getPageCount()).toBe(1);
  });

  it('count a scan as a visit from the QR and send the visitor on to the page, which stays one cached address', async () => {
    const { actor, siteId, label } = await liveSite('Chifa Dragón de Oro');
    const menu = await scan(label, 'carta');
    expect([menu.status, menu.headers.get('location'), menu.headers.get('cache-control')]).toEqual([302, '/carta', 'no-store']);
    expect((await scan(label, '')).headers.get('location')).toBe('/');
    // Robots and pages the site does not have count nothing.
    await scan(label, 'carta', 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect((await scan(label, 'servicios')).status).toBe(404);

    const rows = (await getDb().select().from(siteDailyCounts)).filter((r) => r.siteId === siteId);
    expect(rows.map((r) => [r.kind, r.path, r.count]).sort()).toEqual([
      ['qr', '/', 1],
      ['qr', '/carta', 1],
    ]);
    expect(await getOwnSiteVisits(actor)).toMatchObject({ qrVisits: 2, totalViews: 0 });
  });

  it('are not offered, nor counted, once the site is no longer live', async () => {
    const { actor, admin, siteId, label } = await liveSite('Juguería Mercado Central');
    await setSiteSuspended(admin, siteId, true);
    expect((await scan(label, 'carta')).status).toBe(404);
    expect(await getOwnSiteQrCodes(actor)).toBeNull();
  });
});
