import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_NOT_FOUND_PATH, SITE_OWN_PAGE_SEGMENT, siteHostRewrites } from '@/lib/sites/serve/host-rewrites';
import { applyRewrites } from '../helpers/apply-rewrites';

const rules = siteHostRewrites('vitrina.site', 'https://vitrina.pe');
const to = (host: string, path: string) => applyRewrites(rules, host, path);

describe("the sites' rewrites", () => {
  it("send a site's own paths to its route, under its label or its own domain", () => {
    for (const [path, destination] of [
      ['/', '/site/rosa'],
      ['/nosotros', '/site/rosa/nosotros'],
      ['/carta', '/site/rosa/carta'],
      ['/gracias', '/site/rosa/gracias'],
      ['/blog', '/site/rosa/blog'],
      ['/blog/ceviche-de-conchas-negras-2', '/site/rosa/blog/ceviche-de-conchas-negras-2'],
      ['/og.png', '/site/rosa/og.png'],
      ['/ir/whatsapp', '/site/rosa/ir/whatsapp'],
      ['/reservar', '/site/rosa/reservar'],
      ['/reserva-recibida', '/site/rosa/reserva-recibida'],
      ['/qr', '/site/rosa/qr'],
      ['/qr/carta', '/site/rosa/qr/carta'],
    ]) {
      expect(to('rosa.vitrina.site', path!), path).toBe(destination);
    }
    expect(to('www.buensabor.pe', '/contacto')).toBe('/site/www.buensabor.pe/contacto');
  });

  it('send every other path of any site to one shared 404, so stray addresses cannot grow the cache', () => {
    for (const path of [
      '/wp-login.php',
      '/.env',
      '/admin/config',
      '/nosotros/equipo',
      '/blog/hola/mundo',
      '/blog/-x',
      `/${'a'.repeat(300)}`,
      '/contacto.html',
      '/site/rosa/nosotros',
      '/qr/carta/x',
      '/qr/Carta1',
    ]) {
      expect(to('rosa.vitrina.site', path), path).toBe(SITE_NOT_FOUND_PATH);
      expect(to('www.buensabor.pe', path), path).toBe(SITE_NOT_FOUND_PATH);
    }
  });

  it("leave Next's assets, the fonts, and on a customer's domain the app's /api alone", () => {
    expect(to('rosa.vitrina.site', '/_next/static/chunks/a.js')).toBeNull();
    expect(to('rosa.vitrina.site', '/fuentes/inter-latin-wght-normal.woff2')).toBeNull();
    expect(to('www.buensabor.pe', '/api/health')).toBeNull();
    // The app's own hosts are never a site; the internal route is a 404 there.
    expect(to('vitrina.pe', '/nosotros')).toBeNull();
    expect(to('vitrina.pe', '/site/rosa/nosotros')).toBe('/404');
  });

  it('let through every file a site route answers (a new one must be added to lib/sites/document/site-paths.ts)', () => {
    const folders = readdirSync('app/site/[label]', { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('['));
    expect(folders.length).toBeGreaterThan(5);
    for (const { name } of folders) {
      const path = name === 'ir' ? '/ir/telefono' : name === 'blog' ? '/blog/un-articulo' : `/${name}`;
      // The route of the pages customers name: /pagina is such a page's address like any other.
      const route = name === SITE_OWN_PAGE_SEGMENT ? `/${SITE_OWN_PAGE_SEGMENT}` : '';
      expect(to('rosa.vitrina.site', path), path).toBe(`/site/rosa${route}${path}`);
    }
  });

  it('send a page the customer named to the route that finds it at request time, and nothing else there', () => {
    expect(to('rosa.vitrina.site', '/promociones')).toBe('/site/rosa/pagina/promociones');
    expect(to('rosa.vitrina.site', '/menu-del-dia-2')).toBe('/site/rosa/pagina/menu-del-dia-2');
    expect(to('www.buensabor.pe', '/eventos')).toBe('/site/www.buensabor.pe/pagina/eventos');
    // The templates' pages keep their cached route; what cannot be a page's address is the shared 404.
    expect(to('rosa.vitrina.site', '/nosotros')).toBe('/site/rosa/nosotros');
    for (const path of ['/promo--2', '/-promo', '/promo-', `/${'a'.repeat(41)}`, '/promo/otra', '/promo.html']) {
      expect(to('rosa.vitrina.site', path), path).toBe(SITE_NOT_FOUND_PATH);
    }
  });

  it("send a site's English pages to the same routes, the cached ones cached and the customer's own found at request time", () => {
    for (const [path, destination] of [
      ['/en', '/site/rosa/en'],
      ['/en/carta', '/site/rosa/en/carta'],
      ['/en/gracias', '/site/rosa/en/gracias'],
      ['/en/promociones', '/site/rosa/pagina/promociones/en'],
      ['/en/reserva-recibida', '/site/rosa/reserva-recibida/en'],
    ]) {
      expect(to('rosa.vitrina.site', path!), path).toBe(destination);
    }
    expect(to('www.buensabor.pe', '/en/contacto')).toBe('/site/www.buensabor.pe/en/contacto');
    // The blog is Spanish only: /en/blog/{slug} is no page, like any deeper path.
    for (const path of ['/en/carta/x', '/en/enviar.php', '/en/blog/un-articulo']) {
      expect(to('rosa.vitrina.site', path), path).toBe(SITE_NOT_FOUND_PATH);
    }
  });
});
