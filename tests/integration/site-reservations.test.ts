import { desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { siteLeads, siteVersions } from '@/db/schema';
import { examples } from '@/content/landing';
import { POST as reservar } from '@/app/site/[label]/reservar/route';
import { GET as reservaRecibida } from '@/app/site/[label]/reserva-recibida/route';
import { getDb } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { siteDocumentSchema, type SiteDocument } from '@/lib/sites/document/document';
import { readVersionDocument } from '@/lib/sites/document/stored-version';
import { exportSite } from '@/lib/sites/export/export-site';
import { publishSite } from '@/lib/sites/publish/publish';
import { saveSiteVersion } from '@/lib/sites/publish/versions';
import { renderSiteHtml } from '@/lib/sites/render/render-html';
import { liveSiteResponse } from '@/lib/sites/serve/serve-site';
import { liveSiteCsp } from '@/lib/sites/serve/site-responses';
import { listOwnSiteLeads, ownSiteLeadsCsv } from '@/lib/sites/traffic/leads';
import { SITE_CONTACT_LIMIT } from '@/lib/sites/traffic/site-contact';
import { sendSiteReservation } from '@/lib/sites/traffic/site-reservation';
import { getStorage } from '@/lib/storage/storage';
import { liveSite } from '../helpers/live-site';
import { mailTo } from '../helpers/mailbox';
import { requestContext } from '../helpers/request-context';
import { noOpeningHours } from '@/lib/submissions/opening-hours';

const DAY = 86_400_000;
/** A day `days` from today in Lima, as the form's date field sends it. */
const limaDay = (days: number) => limaDateKey(new Date(Date.now() + days * DAY));
const params = (label: string) => ({ params: Promise.resolve({ label }) });

let ip = 0;
const nextIp = () => `198.51.100.${(ip += 1)}`;

/** A POST to a site's /reservar as a browser without JavaScript sends it, from an address of its own. */
function postReservation(label: string, fields: Record<string, string>) {
  requestContext.clientIp = nextIp();
  return reservar(
    new Request(`http://${label}.localhost/reservar`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    params(label),
  );
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

/** The newest version of a site's document (the one published, in these tests), as the team's editor would change it. */
async function publishedDocument(siteId: string): Promise<SiteDocument> {
  const [version] = await getDb().select().from(siteVersions).where(eq(siteVersions.siteId, siteId)).orderBy(desc(siteVersions.number)).limit(1);
  return readVersionDocument(version!.document);
}

/**
 * A restaurant's live site whose menu's first dish has a photo from our storage, with a
 * reservation form on its contact page, and a WhatsApp number unless told otherwise.
 */
async function restaurantWithReservations(businessName: string, { whatsapp = '51987654321' } = {}) {
  const site = await liveSite(businessName);
  const document = await publishedDocument(site.siteId);
  const photo = await getStorage().put(`sites/${site.siteId}-ceviche.jpg`, Buffer.from('ffd8ffe000104a464946', 'hex'), 'image/jpeg');
  const carta = document.pages.find((page) => page.slug === 'carta')!;
  const menu = carta.sections.find((section) => section.type === 'menu');
  if (menu?.type !== 'menu') throw new Error('a restaurant has a menu');
  menu.categories[0]!.items[0] = { name: 'Ceviche clásico', description: 'Pescado del día, limón y ají limo', priceCents: 3500, imageUrl: photo.url };
  document.pages
    .find((page) => page.slug === 'contacto')!
    .sections.push({ type: 'reservations', id: 'reservas', heading: 'Reserva tu mesa', intro: 'Te confirmamos por teléfono.' });
  document.business.whatsapp = whatsapp;
  await saveSiteVersion(site.admin, site.siteId, document);
  await publishSite(site.admin, site.siteId);
  return { ...site, photoUrl: photo.url };
}

const reservation = (overrides: Record<string, string> = {}) => ({
  date: limaDay(7),
  time: '20:30',
  people: '4',
  name: 'Rosa Quispe',
  phone: '987 111 222',
  note: 'Es un cumpleaños',
  page: '/contacto',
  ...overrides,
});

describe("'Carta digital con fotos y precios': a dish or a service with its photo", () => {
  it('is what the landing promises restaurants', () => {
    const restaurants = examples.items.find((item) => item.key === 'restaurantes');
    expect(restaurants?.features).toEqual(expect.arrayContaining(['Carta digital con fotos y precios', 'Reservas por formulario']));
  });

  it('reads versions stored before items had photos as items without one, and refuses a photo that is not an image address', () => {
    const old = {
      version: 1,
      theme: { primary: '#1a6b54', accent: '#9a3412', fonts: 'cercana' },
      business: {
        ...{
          name: 'Chifa Antiguo',
          rubro: 'restaurant',
          tagline: '',
          address: '',
          city: 'Lima',
          phone: '',
          whatsapp: '',
          email: '',
          social: [],
          logoUrl: null,
        },
        hours: noOpeningHours(),
      },
      pages: [
        {
          slug: '',
          title: 'Inicio',
          sections: [
            {
              type: 'menu',
              id: 'carta',
              heading: 'Carta',
              categories: [{ name: 'Platos', items: [{ name: 'Arroz chaufa', description: '', priceCents: 1800 }] }],
            },
            { type: 'services', id: 'servicios', heading: 'Servicios', items: [{ name: 'Delivery', description: '', priceCents: null }] },
          ],
        },
      ],
    };
    const read = readVersionDocument(old);
    expect(read.pages[0]!.sections).toMatchObject([
      { type: 'menu', categories: [{ items: [{ name: 'Arroz chaufa', imageUrl: null }] }] },
      { type: 'services', items: [{ name: 'Delivery', imageUrl: null }] },
    ]);

    const withScript = structuredClone(old);
    (withScript.pages[0]!.sections[0] as { categories: { items: Record<string, unknown>[] }[] }).categories[0]!.items[0]!.imageUrl = 'javascript:alert(1)';
    const refused = siteDocumentSchema.safeParse(withScript);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ message: 'La imagen debe ser una dirección web' });
  });

  it('shows the photo beside the dish and its price with a fixed size, loaded lazily, named by the dish', async () => {
    const { label, photoUrl } = await restaurantWithReservations('Cevichería Foto');
    const html = await (await liveSiteResponse(label, ['carta'])).text();
    const img = /<img [^>]*alt="Ceviche clásico"[^>]*>/.exec(html)?.[0] ?? '';
    // Our uploads are served from the app's own origin.
    expect(img).toMatch(new RegExp(`^<img src="https?://[^"/]+${photoUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    expect(img).toContain('width="160"');
    expect(img).toContain('height="160"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(html).toContain('S/\u00a035.00');
    // The box's ratio is fixed by the stylesheet, so the page does not move while the photo arrives.
    expect(html).toMatch(/\.menu \.photo\{[^}]*aspect-ratio:1;object-fit:cover/);
    // A dish without a photo shows no empty image.
    expect(html.match(/<img [^>]*class="photo"/g)).toHaveLength(1);
  });

  it('puts a service photo in its card, and the static export carries the photo file beside the pages', async () => {
    const { siteId, label, admin, photoUrl } = await restaurantWithReservations('Cevichería Exporta');
    const document = await publishedDocument(siteId);
    document.pages[0]!.sections.push({
      type: 'services',
      id: 'eventos',
      heading: 'Eventos',
      takesOrders: false,
      items: [{ name: 'Cumpleaños', description: 'Decoramos tu mesa', priceCents: null, imageUrl: photoUrl }],
    });
    await saveSiteVersion(admin, siteId, document);
    await publishSite(admin, siteId);
    const home = await (await liveSiteResponse(label, undefined)).text();
    expect(home).toMatch(/<li class="card"><img [^>]*alt="Cumpleaños" width="600" height="400" loading="lazy" decoding="async" class="photo"/);

    const files = unzipSync((await exportSite(admin, { siteId })).zip);
    const copy = `images/${getStorage().keyFromUrl(photoUrl)!.replace('/', '-')}`;
    expect(Object.keys(files)).toContain(copy);
    expect(strFromU8(files['carta.html']!)).toContain(`src="${copy}" alt="Ceviche clásico"`);
    expect(strFromU8(files['index.html']!)).toContain(`src="${copy}" alt="Cumpleaños"`);
    // The export has no server to post to: its reservation section offers WhatsApp instead.
    const contacto = strFromU8(files['contacto.html']!);
    expect(contacto).not.toContain('action="/reservar"');
    expect(contacto).toContain('Reserva por WhatsApp');
  });
});

describe("'Reservas por formulario': a site's reservation form (POST /reservar)", () => {
  it('is a plain HTML form on the live site, and a placeholder in the preview', async () => {
    const { label, siteId } = await restaurantWithReservations('Pollería Formulario');
    const html = await (await liveSiteResponse(label, ['contacto'])).text();
    expect(html).toContain('<form method="post" action="/reservar" class="form">');
    for (const field of ['date', 'time', 'people', 'name', 'phone', 'note', 'website'])
      expect(html, field).toMatch(new RegExp(`<(input|textarea)[^>]* name="${field}"`));
    expect(html).toContain('<input type="hidden" name="page" value="/contacto"/>');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
    // The privacy page says reservations are kept like messages (the same daily run deletes both).
    expect(await (await liveSiteResponse(label, ['legal'])).text()).toContain(
      'Pollería Formulario guarda los mensajes que envías por el formulario de contacto durante 12 meses; después se borran solos. Las reservas que pides por el formulario de reservas se guardan y se borran igual.',
    );

    const preview = await renderSiteHtml({
      document: await publishedDocument(siteId),
      content: { kind: 'page', page: (await publishedDocument(siteId)).pages.find((p) => p.slug === 'contacto')! },
      origin: `http://${label}.localhost`,
      mode: 'preview',
    });
    expect(preview).toContain('Aquí irá el formulario de reservas: funcionará cuando el sitio esté publicado.');
    expect(preview).not.toContain('action="/reservar"');
  });

  it("stores the reservation as a lead with its day, time and people, e-mails the owner and confirms it with the business's WhatsApp", async () => {
    const { label, siteId, actor, email } = await restaurantWithReservations('Cevichería Reserva');
    const date = limaDay(7);
    const response = await postReservation(label, reservation({ date }));
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toBe(`/reserva-recibida?dia=${date}&hora=20%3A30&personas=4`);

    const [lead] = await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId));
    expect(lead).toMatchObject({
      kind: 'reservation',
      name: 'Rosa Quispe',
      phone: '987 111 222',
      email: null,
      message: 'Es un cumpleaños',
      page: '/contacto',
      reservationDate: date,
      reservationTime: '20:30',
      partySize: 4,
      readAt: null,
    });

    const day = new Intl.DateTimeFormat('es-PE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
    const mail = (await mailTo(email)).at(-1)!;
    expect(mail.subject).toBe(`Nueva reserva desde tu web: ${day}, 20:30, 4 personas`);
    expect(mail.text).toContain('Rosa Quispe pidió una reserva desde la web de Cevichería Reserva');
    expect(mail.text).toContain(`Día: ${day}`);
    expect(mail.text).toContain('Personas: 4');
    expect(mail.text).toContain('Teléfono: 987 111 222');
    expect(mail.text).toContain('Nota: Es un cumpleaños');

    // The page it lands on repeats the reservation and offers it to the business's WhatsApp, written out.
    const sent = await reservaRecibida(new Request(`http://${label}.localhost${location}`), params(label));
    expect(sent.status).toBe(200);
    expect(sent.headers.get('cache-control')).toBe('private, no-store');
    expect(sent.headers.get('content-security-policy')).toBe(liveSiteCsp());
    const page = await sent.text();
    expect(page).toContain('¡Recibimos tu reserva!');
    expect(page).toContain(`Para el ${day} a las 20:30, para 4 personas.`);
    expect(page).toContain('<meta name="robots" content="noindex, follow">');
    const whatsapp = /href="(https:\/\/wa\.me\/51987654321\?text=[^"]+)"/.exec(page)?.[1];
    expect(whatsapp).toBeDefined();
    const text = new URL(whatsapp!.replaceAll('&amp;', '&')).searchParams.get('text');
    expect(text).toBe(`Hola, acabo de pedir una reserva en su web para el ${day} a las 20:30, para 4 personas. ¿Me la confirman, por favor?`);

    // 'Mensajes de tu web' shows it with the day first; the CSV too.
    const listed = await listOwnSiteLeads(actor);
    expect(listed).toMatchObject({ unread: 1, leads: [{ kind: 'reservation', reservation: `${day} a las 20:30, para 4 personas`, name: 'Rosa Quispe' }] });
    expect(await ownSiteLeadsCsv(actor)).toContain(`"Reserva para el ${day} a las 20:30, para 4 personas. Nota: Es un cumpleaños"`);
  });

  it('offers no WhatsApp link after a reservation when the business has no WhatsApp number', async () => {
    const { label } = await restaurantWithReservations('Chifa Sin WhatsApp', { whatsapp: '' });
    const response = await postReservation(label, reservation({ note: '' }));
    const page = await (await reservaRecibida(new Request(`http://${label}.localhost${response.headers.get('location')}`), params(label))).text();
    expect(page).toContain('¡Recibimos tu reserva!');
    expect(page).not.toContain('wa.me');
    // An address that does not hold a reservation this site could have sent shows nothing.
    const odd = await reservaRecibida(new Request(`http://${label}.localhost/reserva-recibida?dia=ayer&hora=25:00&personas=0`), params(label));
    expect(odd.status).toBe(404);
  });

  it('refuses bad input with Spanish reasons beside each field, keeps what was typed, and stores nothing', async () => {
    const { label, siteId } = await restaurantWithReservations('Anticuchería Errores');
    const response = await postReservation(
      label,
      reservation({ date: limaDay(-1), people: '0', phone: '', name: 'Rosa <b>Quispe</b>', note: 'Mesa cerca de la ventana' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toBe(liveSiteCsp());
    const page = await response.text();
    expect(page).toContain('Revisa los datos marcados y vuelve a enviar.');
    expect(page).toContain('<p id="reserva-date-error" class="error">Esa fecha ya pasó: elige otro día.</p>');
    expect(page).toContain('<p id="reserva-people-error" class="error">La reserva debe ser para al menos 1 persona.</p>');
    expect(page).toContain('<p id="reserva-phone-error" class="error">Déjanos tu teléfono para confirmar tu reserva.</p>');
    expect(page).toMatch(
      /<input name="date" id="reserva-date" value="\d{4}-\d{2}-\d{2}" aria-invalid="true" aria-describedby="reserva-date-error" type="date"/,
    );
    // What was typed comes back as text, never markup.
    expect(page).toContain('value="Rosa &lt;b&gt;Quispe&lt;/b&gt;"');
    expect(page).toContain('>Mesa cerca de la ventana</textarea>');
    expect(page).toContain('<input type="hidden" name="page" value="/contacto"/>');
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId))).toEqual([]);

    for (const [fields, message] of [
      [{ date: '' }, 'Elige el día de tu reserva.'],
      [{ date: '2026-02-30' }, 'Escribe la fecha como 2026-12-24.'],
      [{ date: limaDay(400) }, 'Solo recibimos reservas hasta dentro de un año.'],
      [{ time: '' }, 'Elige la hora de tu reserva.'],
      [{ time: '8 pm' }, 'Escribe la hora como 20:30.'],
      [{ people: 'cuatro' }, 'Escribe el número de personas con cifras, por ejemplo 4.'],
      [{ people: '60' }, 'Para más de 50 personas, escríbenos o llámanos.'],
      [{ name: '' }, 'El nombre es requerido'],
      [{ phone: 'llámame' }, 'Escribe el teléfono solo con números'],
      [{ phone: '123' }, 'Ese teléfono parece incompleto: revisa los números.'],
      [{ note: 'x'.repeat(501) }, 'La nota debe tener menos de 500 caracteres'],
    ] as const) {
      const outcome = await sendSiteReservation(label, form(reservation(fields)), nextIp());
      expect(outcome, JSON.stringify(fields)).toMatchObject({ ok: false, status: 400 });
      expect(Object.values(!outcome.ok && 'form' in outcome ? outcome.form.errors : {}), JSON.stringify(fields)).toEqual([message]);
    }
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId))).toEqual([]);
  });

  it('gives a bot that fills the hidden field the thank-you page and stores or sends nothing', async () => {
    const { label, siteId, email } = await restaurantWithReservations('Pollería Bots');
    const before = (await mailTo(email)).length;
    const response = await postReservation(label, reservation({ website: 'http://spam.example' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/gracias');
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId))).toEqual([]);
    expect(await mailTo(email)).toHaveLength(before);
  });

  it("shares the contact form's allowance per address: past it, the form comes back as typed with a Spanish reason", async () => {
    const { label, siteId } = await restaurantWithReservations('Cevichería Límite');
    const flooder = nextIp();
    for (let i = 0; i < SITE_CONTACT_LIMIT.max; i += 1)
      expect((await sendSiteReservation(label, form(reservation({ people: String(i + 1) })), flooder)).ok).toBe(true);
    const refused = await sendSiteReservation(label, form(reservation({ name: 'Carlos' })), flooder);
    expect(refused).toMatchObject({
      ok: false,
      status: 429,
      form: { problem: 'Enviaste varios mensajes seguidos. Espera un momento e inténtalo de nuevo.', values: { name: 'Carlos' } },
    });
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId))).toHaveLength(SITE_CONTACT_LIMIT.max);
  });

  it('is refused by a site that shows no reservation form, storing nothing', async () => {
    const { label, siteId } = await liveSite('Juguería Sin Reservas');
    const response = await postReservation(label, reservation());
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Este sitio no recibe reservas.');
    expect(await getDb().select().from(siteLeads).where(eq(siteLeads.siteId, siteId))).toEqual([]);
  });
});
