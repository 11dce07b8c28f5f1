import { startSecondServer, waitUntilOk } from './second-server';
import { expect, test } from './fixtures';

/** Pages rendered on every request, whose metadata the root layout reads from the database. */
const DYNAMIC_PAGES = ['/auth', '/libro-de-reclamaciones', '/libro-de-reclamaciones/2026-999999'];

test("a server's first requests get <title> and meta tags in <head>, as later ones do", async () => {
  test.setTimeout(150_000);
  // The suite's build beside a data cache of its own: this server starts cold, with an empty database.
  const server = await startSecondServer();
  const base = server.base;
  try {
    await waitUntilOk(`${base}/api/health`);
    // Many at once, as the HTML checker or a crawler sends them: on a busy server the layout's
    // metadata used to resolve after the page's first bytes had gone, and went into <body>.
    const paths = Array.from({ length: 8 }, () => DYNAMIC_PAGES).flat();
    const pages = await Promise.all(paths.map(async (pagePath) => ({ pagePath, html: await (await fetch(`${base}${pagePath}`)).text() })));
    for (const { pagePath, html } of pages) {
      const headEnd = html.indexOf('</head>');
      expect(headEnd, pagePath).toBeGreaterThan(0);
      expect(html.slice(0, headEnd), pagePath).toMatch(/<title>[^<]+<\/title>/);
      expect(html.slice(0, headEnd), pagePath).toContain('<meta name="description"');
      expect(html.slice(headEnd), pagePath).not.toMatch(/<title>|<meta name="description"/);
    }
  } finally {
    await server.dispose();
  }
});
