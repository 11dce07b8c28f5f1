import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ENV } from './env';
import { expect, test } from './fixtures';

/** A port nobody listens on, as the system hands one out. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(base: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the fresh server did not become healthy within 90 s');
}

/** Pages rendered on every request, whose metadata the root layout reads from the database. */
const DYNAMIC_PAGES = ['/auth', '/libro-de-reclamaciones', '/libro-de-reclamaciones/2026-999999'];

test("a server's first requests get <title> and meta tags in <head>, as later ones do", async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The suite's build, beside a data cache of its own (the suite's server keeps using the other):
  // this server starts cold, with an empty database.
  const build = process.env.NEXT_DIST_DIR ?? '.next';
  const dist = `.next-cold-${port}`;
  mkdirSync(path.join(dist, 'cache'), { recursive: true });
  for (const entry of readdirSync(build)) if (entry !== 'cache') symlinkSync(path.resolve(build, entry), path.join(dist, entry));
  const data = mkdtempSync(path.join(tmpdir(), 'vitrina-cold-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...E2E_ENV,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: dist,
    PGLITE_DATA_DIR: `${data}/pg`,
    MAIL_DIR: `${data}/mail`,
    UPLOADS_DIR: `${data}/uploads`,
  };
  // Its own embedded database, and no payment provider: only its pages are asked for.
  delete env.DATABASE_URL;
  delete env.PAYMENT_PROVIDER;
  const server = spawn('node', ['scripts/start.mjs', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: 'ignore', detached: true });
  try {
    await waitForHealth(base);
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
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dist, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
});
