import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteLinks, type SiteMode } from '@/lib/sites/render/site-links';
import { SiteArticleView, SiteBlogView } from '@/lib/sites/render/views/site-blog';
import { SitePageView, SiteReservationFormView, SiteReservationSentView, SiteThanksView } from '@/lib/sites/render/views/site-page';
import { siteDocumentSchema } from '@/lib/sites/document/document';
import { renderStaticMarkup } from '@/lib/sites/render/static-markup';

/** Every kind of section, with text that must stay text (markup, quotes, ampersands, apostrophes). */
const document = siteDocumentSchema.parse({
  version: 1,
  theme: { primary: '#1f4e9c', accent: '#b5532f', fonts: 'clasica' },
  business: {
    name: 'Café "La Esquina" & <b>Hermanos</b>',
    rubro: 'restaurant',
    tagline: "Lo mejor de Chiclayo's cocina",
    address: 'Av. Balta 123',
    city: 'Chiclayo',
    phone: '987 654 321',
    whatsapp: '51987654321',
    email: 'hola@laesquina.pe',
    hours: {
      lunes: { open: '09:00', close: '18:00' },
      martes: null,
      miercoles: null,
      jueves: null,
      viernes: null,
      sabado: { open: '10:00', close: '14:00' },
      domingo: null,
    },
    social: [{ network: 'facebook', url: 'https://facebook.com/laesquina' }],
    logoUrl: '/api/uploads/sites/logo.webp',
  },
  pages: [
    {
      slug: '',
      title: 'Inicio',
      sections: [
        {
          type: 'hero',
          id: 'inicio',
          heading: '<script>alert(1)</script>',
          subheading: 'Sub & más',
          ctaLabel: 'Escríbenos',
          ctaHref: '/contacto#escribenos',
          imageUrl: null,
        },
        {
          type: 'services',
          id: 'servicios',
          heading: 'Servicios',
          items: [
            { name: 'Catering', description: 'Línea 1\nLínea 2', priceCents: 2500 },
            { name: 'Delivery', description: '', priceCents: null },
          ],
        },
        {
          type: 'menu',
          id: 'carta',
          heading: 'Carta',
          categories: [{ name: 'Entradas', items: [{ name: 'Causa', description: 'Con pollo', priceCents: 0 }] }],
        },
        { type: 'gallery', id: 'fotos', heading: 'Fotos', images: [{ url: 'https://example.pe/a.jpg', alt: 'Nuestro local' }] },
        { type: 'testimonials', id: 'opiniones', heading: 'Opiniones', items: [{ quote: 'Muy "rico"', author: 'Ana' }] },
        { type: 'about', id: 'nosotros', heading: '', body: 'Desde 1990' },
        { type: 'hours', id: 'horario', heading: 'Horario', showMap: true },
        { type: 'faq', id: 'preguntas', heading: 'Preguntas', items: [{ question: '¿Delivery?', answer: 'Sí' }] },
        { type: 'cta', id: 'cta', heading: '¿Conversamos?', body: '', label: 'Ir', href: 'https://wa.me/51987654321' },
      ],
    },
    { slug: 'contacto', title: 'Contacto', sections: [{ type: 'contact', id: 'escribenos', heading: 'Escríbenos', intro: 'Te respondemos pronto.' }] },
    { slug: 'legal', title: 'Privacidad', sections: [{ type: 'about', id: 'datos', heading: 'Tus datos', body: 'Texto' }] },
    {
      slug: 'carta',
      title: 'Carta',
      sections: [
        {
          type: 'menu',
          id: 'platos',
          heading: 'Platos',
          categories: [
            {
              name: 'Fondos',
              items: [
                { name: 'Arroz con pato "norteño"', description: '', priceCents: 3200, imageUrl: '/api/uploads/sites/pato.webp' },
                { name: 'Seco', description: '', priceCents: 2800 },
              ],
            },
          ],
        },
        {
          type: 'services',
          id: 'eventos',
          heading: 'Eventos',
          items: [{ name: 'Cumpleaños', description: '', priceCents: null, imageUrl: 'https://example.pe/b.jpg' }],
        },
        { type: 'reservations', id: 'reservas', heading: 'Reserva tu mesa', intro: 'Te confirmamos por teléfono.' },
      ],
    },
  ],
});

/**
 * Attribute order means nothing to a browser (React writes a form's action and an input's name
 * last); React 19 also puts a preload hint for each eager image in front of the markup, where a
 * site page has its <head> hints already.
 */
const sortAttributes = (html: string) =>
  html.replace(
    /<([a-z0-9]+)((?: [a-zA-Z-]+="[^"]*")*)(\/?)>/g,
    (_, tag: string, attrs: string, end: string) => `<${tag}${(attrs.match(/ [a-zA-Z-]+="[^"]*"/g) ?? []).sort().join('')}${end}>`,
  );
const react = (element: React.ReactElement) => sortAttributes(renderToStaticMarkup(element).replace(/<link rel="preload" as="image"[^>]*\/>/g, ''));
const ours = (element: React.ReactElement) => sortAttributes(renderStaticMarkup(element));

const linksFor = (mode: SiteMode) =>
  siteLinks(mode, { appOrigin: 'https://vitrina.pe', previewBase: mode === 'preview' ? '/vista-previa/abc' : undefined, business: document.business });

const article = {
  slug: 'ceviche-en-chiclayo',
  title: 'Dónde comer "ceviche" & más',
  excerpt: 'Guía',
  content: '<h2>Frescura</h2><p>Texto <a href="https://example.pe">enlace</a></p>',
  publishedAt: '2026-11-15T15:00:00.000Z',
};

describe('the site renderer', () => {
  it("writes every page, in every mode, exactly as react-dom/server's renderToStaticMarkup does", () => {
    for (const mode of ['live', 'preview', 'export'] as const) {
      const links = linksFor(mode);
      for (const page of document.pages) {
        const element = <SitePageView document={document} page={page} links={links} />;
        expect(ours(element), `${mode} /${page.slug}`).toBe(react(element));
      }
      const thanks = <SiteThanksView document={document} links={links} hasBlog />;
      expect(ours(thanks)).toBe(react(thanks));
      const blog = <SiteBlogView document={document} links={links} articles={[article]} />;
      expect(ours(blog)).toBe(react(blog));
      const one = <SiteArticleView document={document} links={links} article={article} />;
      expect(ours(one)).toBe(react(one));
    }
  });

  it('writes a refused reservation form with what was typed, and the page after a reservation, as react-dom/server does', () => {
    const links = linksFor('live');
    const form = {
      pagePath: '/carta',
      values: { date: '2026-12-05', time: '20:30', people: '0', name: 'Rosa <b>"Q"</b>', phone: '', note: "Cerca de la ventana & l'entrada" },
      errors: { people: 'La reserva debe ser para al menos 1 persona.', phone: 'Déjanos tu teléfono para confirmar tu reserva.' },
    };
    const refused = <SiteReservationFormView document={document} links={links} form={form} />;
    expect(ours(refused)).toBe(react(refused));
    expect(renderStaticMarkup(refused)).toContain('value="Rosa &lt;b&gt;&quot;Q&quot;&lt;/b&gt;"');
    const limited = <SiteReservationFormView document={document} links={links} form={{ ...form, errors: {}, problem: 'Espera un momento.' }} />;
    expect(ours(limited)).toBe(react(limited));
    const sent = <SiteReservationSentView document={document} links={links} reservation={{ date: '2026-12-05', time: '20:30', people: 4 }} />;
    expect(ours(sent)).toBe(react(sent));
    expect(renderStaticMarkup(sent)).toContain('href="https://wa.me/51987654321?text=');
  });

  it('shows item photos with a fixed size, lazily, named by the item, and the reservation form live only', () => {
    const carta = document.pages.find((page) => page.slug === 'carta')!;
    const render = (mode: SiteMode) => renderStaticMarkup(<SitePageView document={document} page={carta} links={linksFor(mode)} />);
    expect(render('live')).toContain(
      '<img src="https://vitrina.pe/api/uploads/sites/pato.webp" alt="Arroz con pato &quot;norteño&quot;" width="160" height="160" loading="lazy" decoding="async" class="photo"/>',
    );
    expect(render('live')).toContain(
      '<img src="https://example.pe/b.jpg" alt="Cumpleaños" width="600" height="400" loading="lazy" decoding="async" class="photo"/>',
    );
    expect(render('live').match(/class="photo"/g)).toHaveLength(2);
    expect(render('live')).toContain('<form method="post" action="/reservar" class="form">');
    expect(render('preview')).not.toContain('action="/reservar"');
    expect(render('export')).not.toContain('<form');
    expect(render('export')).toContain('Reserva por WhatsApp');
  });

  it("offers the smaller copies a photo's name carries (srcset, sizes) in every mode, as react-dom/server writes them, and none for other photos", () => {
    const withCopies = structuredClone(document);
    const carta = withCopies.pages.find((page) => page.slug === 'carta')!;
    const menu = carta.sections.find((section) => section.type === 'menu');
    if (menu?.type !== 'menu') throw new Error('the fixture has a menu');
    menu.categories[0]!.items[1]!.imageUrl = '/api/uploads/photos/seco_v480-960-1600.jpg';
    for (const mode of ['live', 'preview', 'export'] as const) {
      const element = <SitePageView document={withCopies} page={carta} links={linksFor(mode)} />;
      expect(ours(element), mode).toBe(react(element));
    }
    expect(renderStaticMarkup(<SitePageView document={withCopies} page={carta} links={linksFor('live')} />)).toContain(
      '<img src="https://vitrina.pe/api/uploads/photos/seco_v480-960-1600.jpg" srcSet="https://vitrina.pe/api/uploads/photos/seco_v480-960-1600-w480.jpg 480w, https://vitrina.pe/api/uploads/photos/seco_v480-960-1600-w960.jpg 960w, https://vitrina.pe/api/uploads/photos/seco_v480-960-1600.jpg 1600w" sizes="72px" alt="Seco"',
    );
    expect(renderStaticMarkup(<SitePageView document={withCopies} page={carta} links={linksFor('live')} />).match(/srcSet=/g)).toHaveLength(1);
  });

  it('keeps typed markup as text and links per mode', () => {
    const home = document.pages[0]!;
    const live = renderStaticMarkup(<SitePageView document={document} page={home} links={linksFor('live')} />);
    expect(live).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(live).not.toContain('<script');
    expect(live).toContain('href="/contacto#escribenos"');
    expect(live).toContain('src="https://vitrina.pe/api/uploads/sites/logo.webp"');

    const exported = renderStaticMarkup(<SitePageView document={document} page={home} links={linksFor('export')} />);
    expect(exported).toContain('href="contacto.html#escribenos"');
    expect(exported).toContain('href="index.html"');

    const preview = renderStaticMarkup(<SitePageView document={document} page={home} links={linksFor('preview')} />);
    expect(preview).toContain('href="/vista-previa/abc/contacto#escribenos"');
    expect(preview).toContain('Aún no está publicado');
  });

  it('shows the form live, a placeholder in the preview, and WhatsApp and e-mail links in the export', () => {
    const contact = document.pages[1]!;
    const render = (mode: SiteMode) => renderStaticMarkup(<SitePageView document={document} page={contact} links={linksFor(mode)} />);
    expect(render('live')).toContain('<form method="post" action="/enviar"');
    expect(render('preview')).not.toContain('<form');
    expect(render('export')).not.toContain('<form');
    expect(render('export')).toContain('href="https://wa.me/51987654321"');
    expect(render('export')).toContain('href="mailto:hola@laesquina.pe"');
  });

  it("sends the live site's WhatsApp and phone links, wherever they are, through the counting redirects, and no other link", () => {
    const home = document.pages[0]!;
    const live = renderStaticMarkup(<SitePageView document={document} page={home} links={linksFor('live')} />);
    expect(live).not.toContain('wa.me');
    expect(live).not.toContain('tel:');
    expect(live.match(/href="\/ir\/whatsapp"/g)).toHaveLength(2); // the call to action and the footer
    expect(live).toContain('href="/ir/telefono"');
    expect(live).toContain('href="https://facebook.com/laesquina"');
    expect(live).toContain('<img src="/v.gif?p=%2F"');
    const preview = renderStaticMarkup(<SitePageView document={document} page={home} links={linksFor('preview')} />);
    expect(preview).toContain('href="https://wa.me/51987654321"');
    expect(preview).not.toContain('/ir/');
    expect(preview).not.toContain('v.gif');
  });
});
