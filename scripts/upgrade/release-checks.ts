/**
 * What `npm run test:upgrade` asks of each release on the upgraded database, over plain HTTP as a
 * visitor, a customer and a customer's visitor would: the public pages, a sign-in that opens the
 * dashboard, and the customer's site on its own host. Returns one line per failure.
 */
import { request } from 'node:http';

export type Seeded = { email: string; password: string; label: string; businessName: string; articleTitle: string };

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request to `base` naming any host: fetch would not let us set Host. */
function send(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(new URL(path, base), { method: options.method ?? 'GET', headers: options.headers, timeout: 60_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    call.on('timeout', () => call.destroy(new Error(`${path} did not answer within 60 s`)));
    call.on('error', reject);
    call.end(options.body);
  });
}

const PUBLIC_PAGES = ['/', '/about', '/contact', '/blog', '/terms-and-conditions', '/privacy-policy'];

/** `${what}` as a failure line when `ok` is false. */
const expectThat = (ok: boolean, what: string) => (ok ? [] : [what]);

export async function checkRelease(base: string, appUrl: string, seeded: Seeded): Promise<string[]> {
  const failures: string[] = [];
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

  for (const page of PUBLIC_PAGES) {
    const answer = await send(base, page);
    failures.push(...expectThat(answer.status === 200, `GET ${page} answered ${answer.status}, not 200`));
    if (page === '/blog')
      failures.push(
        ...expectThat(answer.body.includes(escaped(seeded.articleTitle)), `GET /blog does not list the published article "${seeded.articleTitle}"`),
      );
  }

  // Better Auth accepts a browser's sign-in only from the app's own origin.
  const signIn = await send(base, '/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl, 'x-forwarded-for': '198.51.100.24' },
    body: JSON.stringify({ email: seeded.email, password: seeded.password }),
  });
  const cookies = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!);
  failures.push(
    ...expectThat(
      signIn.status === 200 && cookies.some((c) => c.includes('session_token=')),
      `sign-in answered ${signIn.status} ${signIn.body.slice(0, 200)} without a session cookie`,
    ),
  );
  if (cookies.length > 0) {
    const dashboard = await send(base, '/dashboard', { headers: { cookie: cookies.join('; '), 'x-forwarded-for': '198.51.100.24' } });
    failures.push(
      ...expectThat(
        dashboard.status === 200 && dashboard.body.includes(escaped(seeded.businessName)),
        `the signed-in dashboard answered ${dashboard.status} without "${seeded.businessName}"`,
      ),
    );
  }

  const port = new URL(base).port;
  const site = await send(base, '/', { headers: { host: `${seeded.label}.localhost:${port}` } });
  failures.push(
    ...expectThat(
      site.status === 200 && site.body.includes(escaped(seeded.businessName)),
      `the site ${seeded.label} answered ${site.status} without "${seeded.businessName}" on its host`,
    ),
  );
  return failures;
}
