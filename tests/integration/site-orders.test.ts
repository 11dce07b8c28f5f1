import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteLeads, siteVersions } from '@/db/schema';
import { POST as pedido } from '@/app/site/[label]/pedido/route';
import { getDb } from '@/lib/db/client';
import { sectionSchema } from '@/lib/sites/document/document';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { publishSite } from '@/lib/sites/publish/publish';
import { saveSiteVersion } from '@/lib/sites/publish/versions';
import { liveSiteResponse } from '@/lib/sites/serve/serve-site';
import { listOwnSiteLeads } from '@/lib/sites/traffic/leads';
import { orderMessage } from '@/lib/sites/traffic/order-text';
import { getOwnSiteVisits } from '@/lib/sites/traffic/visits';
import { liveSite } from '../helpers/live-site';
import { requestContext } from '../helpers/request-context';

let ip = 0;

/** A POST to a site's /pedido as a browser without JavaScript sends it, from an address of its own. */
function postOrder(label: string, fields: Record<string, string>) {
  requestContext.clientIp = `198.51.100.${(ip += 1)}`;
  return pedido(
    new Request(`http://${label}.localhost/pedido`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    { params: Promise.resolve({ label }) },
  );
}

/** A restaurant's live site whose menu takes orders: two priced dishes and one to ask about. */
async function restaurantTakingOrders(businessName: string, { takesOrders = true, whatsapp = '51987654321', english = false } = {}) {
  const site = await liveSite(businessName);
  const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, site.siteId)).orderBy(desc(siteVersions.number)).limit(1);
  const document = readVersionDocument(version!.document);
  const menu = document.pages.find((page) => page.slug === 'carta')!.sections.find((section) => section.type === 'menu');
  if (menu?.type !== 'menu') throw new Error('a restaurant has a menu');
  menu.takesOrders = takesOrders;
  menu.categories = [
    {
      name: 'Platos',
      items: [
        { name: 'Lomo saltado', description: '', priceCents: 3800, imageUrl: null },
        { name: 'Ceviche del día', description: '', priceCents: 0, imageUrl: null },
      ],
    },
    { name: 'Bebidas', items: [{ name: 'Chicha morada (jarra)', description: '', priceCents: 1250, imageUrl: null }] },
  ];
  document.business.whatsapp = whatsapp;
  if (english) {
    document.english = { enabled: true, texts: [{ es: 'Platos', en: 'Dishes' }] };
    // The home page's copy of the menu (the template's, other dishes) takes orders too.
    const home = document.pages[0]!.sections.find((section) => section.id === menu.id);
    if (home?.type === 'menu') home.takesOrders = true;
  }
  await saveSiteVersion(site.admin, site.siteId, document);
  await publishSite(site.admin, site.siteId);
  return site;
}

const order = (overrides: Record<string, string> = {}) => ({
  section: 'carta',
  'q-0-0': '2',
  'q-1-0': '1',
  delivery: 'delivery',
  name: 'Rosa Quispe',
  note: 'Jr. Pizarro 345, sin ají',
  page: '/carta',
  ...overrides,
});

const WHATSAPP_TEXT = [
  'Hola, quiero hacer este pedido desde su web:',
  '2 x Lomo saltado: S/ 76.00',
  '1 x Chicha morada (jarra): S/ 12.50',
  'Total: S/ 88.50',
  'Entrega: Delivery',
  'Nombre: Rosa Quispe',
  'Nota: Jr. Pizarro 345, sin ají',
].join('\n');

describe('orders by WhatsApp', () => {
  it('compose the items, quantities, total in soles, delivery, name and note', () => {
    expect(
      orderMessage({
        lines: [
          { name: 'Lomo saltado', quantity: 2, priceCents: 3800 },
          { name: 'Chicha morada (jarra)', quantity: 1, priceCents: 1250 },
        ],
        delivery: 'delivery',
        name: 'Rosa Quispe',
        note: 'Jr. Pizarro 345, sin ají',
      }),
    ).toBe(WHATSAPP_TEXT);
    expect(orderMessage({ lines: [{ name: 'Té', quantity: 3, priceCents: 333 }], delivery: 'recojo', name: 'Ana', note: '' })).toBe(
      ['Hola, quiero hacer este pedido desde su web:', '3 x Té: S/ 9.99', 'Total: S/ 9.99', 'Entrega: Recojo en el local', 'Nombre: Ana'].join('\n'),
    );
  });

  it('show a quantity beside each priced dish of a menu that takes orders, in a plain form posting to /pedido', async () => {
    const { label } = await restaurantTakingOrders('Sanguchería Orden');
    const response = await liveSiteResponse(label, ['carta']);
    // The browser follows the form's answer to WhatsApp only if the page's policy allows it.
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' https://wa.me https://api.whatsapp.com;");
    const html = await response.text();
    expect(html).toContain('<form method="post" action="/pedido" class="order">');
    expect(html).toContain('name="q-0-0"');
    expect(html).toContain('name="q-1-0"');
    // "Consultar" has no price to add up: it is asked about, not ordered.
    expect(html).not.toContain('name="q-0-1"');
    // No script but the page's structured data.
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it('send the visitor to the business’s WhatsApp with the order written, keep it as an order and count it', async () => {
    const { actor, label, siteId } = await restaurantTakingOrders('Pollería Pedidos');
    const response = await postOrder(label, order());
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://wa.me/51987654321');
    expect(location.searchParams.get('text')).toBe(WHATSAPP_TEXT);

    const [lead] = await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId));
    expect(lead).toMatchObject({ kind: 'order', name: 'Rosa Quispe', message: WHATSAPP_TEXT, page: '/carta', email: null, phone: null });
    const leads = await listOwnSiteLeads(actor);
    expect(leads?.leads[0]).toMatchObject({ kind: 'order', message: WHATSAPP_TEXT });
    expect(await getOwnSiteVisits(actor)).toMatchObject({ orders: 1 });
  });

  it('take an order sent from the English menu page from that page’s menu, not the home page’s, and answer a refusal in English', async () => {
    const { label } = await restaurantTakingOrders('Cevichería Bilingüe', { english: true });
    const response = await postOrder(label, order({ page: '/en/carta' }));
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).searchParams.get('text')).toBe(WHATSAPP_TEXT);

    const refused = await postOrder(label, order({ page: '/en/carta', 'q-0-0': '2.5' }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Lomo saltado');
    expect(html).toContain('Dishes');
    expect(html).toContain('value="2.5"');
    // The reasons too, in the page's language.
    expect(html).toContain('Write a quantity from 0 to 50, without decimals.');
    expect(html).not.toContain('Escribe una cantidad');
    const none = await (await postOrder(label, order({ page: '/en/carta', 'q-0-0': '', 'q-1-0': '' }))).text();
    expect(none).toContain('Choose a quantity of at least one dish or product.');
  });

  it('refuse invalid quantities and missing answers in Spanish, keeping what was typed', async () => {
    const { label, siteId } = await restaurantTakingOrders('Chifa Cantidades');
    const wrong = await postOrder(label, order({ 'q-0-0': '2.5', 'q-1-0': '80', delivery: '', name: 'Rosa <b>Q</b>' }));
    expect([wrong.status, wrong.headers.get('cache-control')]).toEqual([400, 'no-store']);
    const html = await wrong.text();
    expect(html).toContain('Escribe una cantidad de 0 a 50, sin decimales.');
    expect(html).toContain('Escribe una cantidad de 0 a 50; para más, escríbenos por WhatsApp.');
    expect(html).toContain('Elige si recoges tu pedido o lo quieres por delivery.');
    expect(html).toContain('value="2.5"');
    expect(html).toContain('value="80"');
    // What was typed comes back as text, never markup.
    expect(html).toContain('value="Rosa &lt;b&gt;Q&lt;/b&gt;"');
    expect(html).toContain('Jr. Pizarro 345, sin ají</textarea>');

    const none = await postOrder(label, order({ 'q-0-0': '0', 'q-1-0': '' }));
    expect(none.status).toBe(400);
    const noneHtml = await none.text();
    expect(noneHtml).toContain('Elige la cantidad de al menos un plato o producto.');
    // The delivery chosen stays chosen.
    expect(noneHtml).toContain('<input type="radio" name="delivery" value="delivery" checked="" required=""/>');
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId))).toEqual([]);
  });

  it('are not taken by a menu that does not take them, nor without a WhatsApp, and a bot gets a thank-you page', async () => {
    const off = await restaurantTakingOrders('Cafetería Sin Pedidos', { takesOrders: false });
    expect((await postOrder(off.label, order())).status).toBe(404);
    expect(await (await liveSiteResponse(off.label, ['carta'])).text()).not.toContain('action="/pedido"');
    const noWhatsapp = await restaurantTakingOrders('Juguería Sin WhatsApp', { whatsapp: '' });
    expect((await postOrder(noWhatsapp.label, order())).status).toBe(404);

    const open = await restaurantTakingOrders('Panadería Bots');
    const bot = await postOrder(open.label, order({ website: 'http://spam.example' }));
    expect([bot.status, bot.headers.get('location')]).toEqual([303, '/gracias']);
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, open.siteId))).toEqual([]);
  });

  it('read versions stored before orders as menus and catalogues that take none', () => {
    expect(sectionSchema.parse({ type: 'menu', id: 'carta', heading: 'Carta', categories: [] })).toMatchObject({ takesOrders: false });
    expect(sectionSchema.parse({ type: 'services', id: 'servicios', heading: 'Servicios', items: [] })).toMatchObject({ takesOrders: false });
  });
});
