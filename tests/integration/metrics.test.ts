import { readFileSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GET as metricsRoute } from '@/app/api/metrics/route';
import { publicAction } from '@/lib/actions/guard';
import { startCheckoutAction } from '@/lib/billing/actions';
import { getConfig, resetConfigForTests } from '@/lib/config';
import { sendEmail } from '@/lib/email/send-email';
import { nameRequest, runAsRequest } from '@/lib/http/request-id.mjs';
import { registerDailyTask, runDailyTasks } from '@/lib/jobs/daily';
import { scrapeMetrics } from '@/lib/health/metrics-scrape';
import { saveBillingDetailsAction } from '@/lib/receipts/actions';
import { registerJob, startSchedulers } from '@/lib/jobs/schedulers';
import { setupFakeReceipts } from '../fakes/receipts/vitest';
import { buildEvent } from '../fakes/stripe/objects';
import { deliverEvent, postWebhook, signInTrialCustomer, setupFakeStripe } from '../fakes/stripe/vitest';
import { parseExposition } from '../helpers/metric-values';
// The start-up's wiring, as in the app: what billing announces reaches the sites and the receipts.
import '@/lib/server/register-all';

const stripe = setupFakeStripe();
const receiptsApi = setupFakeReceipts();

const TOKEN = 'prometheus-token-0123456789-abcdef';

/** Sets environment variables until the end of the test. */
const restore: (() => void)[] = [];
function setEnv(vars: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(vars)) {
    const saved = process.env[key];
    restore.push(() => (saved === undefined ? delete process.env[key] : (process.env[key] = saved)));
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
}
afterEach(() => {
  for (const undo of restore.splice(0).reverse()) undo();
  resetConfigForTests();
});

const scrapeRequest = (authorization?: string) =>
  metricsRoute(new Request('http://localhost:3000/api/metrics', { headers: authorization ? { authorization } : {} }));

/** One scrape through the route, as Prometheus makes it. */
async function scrape(): Promise<Map<string, number>> {
  setEnv({ METRICS_TOKEN: TOKEN });
  const response = await scrapeRequest(`Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
}

/** A trial customer who gave receipt data and paid at the provider; its notifications come back undelivered. */
async function paidAtProvider() {
  await signInTrialCustomer();
  const saved = await saveBillingDetailsAction({ kind: 'boleta', name: 'Rosa Quispe Mamani', documentType: 'dni', documentNumber: '45678912' });
  if (!saved.ok) throw new Error(saved.error);
  const opened = await startCheckoutAction({ plan: 'basic' });
  if (!opened.ok) throw new Error(opened.error);
  return stripe().completeCheckout(opened.data.url.split('/checkout/')[1] ?? '').events;
}

describe('GET /api/metrics', () => {
  it('does not exist while METRICS_TOKEN is unset', async () => {
    setEnv({ METRICS_TOKEN: undefined });
    expect((await scrapeRequest()).status).toBe(404);
    expect((await scrapeRequest(`Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('answers 401 without the token, with another one, or with it in another scheme', async () => {
    setEnv({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, `Bearer ${TOKEN.replace(/f$/, 'e')}`, `Bearer ${TOKEN}x`, 'Bearer ', `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrapeRequest(authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain('vitrina_');
    }
  });

  it("answers Prometheus' text format with the token", async () => {
    setEnv({ METRICS_TOKEN: TOKEN });
    const response = await scrapeRequest(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE vitrina_emails_total counter\n');
    expect(text).toContain('# TYPE vitrina_receipts gauge\n');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('has every metric deploy/prometheus/alerts.yml names, but the backup marker node_exporter reads', async () => {
    await import('@/lib/metrics/http-requests.mjs');
    setEnv({ METRICS_TOKEN: TOKEN });
    const exposed = new Set([...(await (await scrapeRequest(`Bearer ${TOKEN}`)).text()).matchAll(/^# TYPE (\S+)/gm)].map((match) => match[1]));
    const named = new Set(
      [...readFileSync('deploy/prometheus/alerts.yml', 'utf8').matchAll(/\bvitrina_\w+/g)].map((match) => match[0].replace(/_(?:bucket|sum|count)$/, '')),
    );
    expect(named.size).toBeGreaterThan(5);
    named.delete('vitrina_backup_last_success_timestamp_seconds');
    expect([...named].filter((name) => !exposed.has(name))).toEqual([]);
  });

  it('refuses a token shorter than 24 characters at start-up, naming the variable', () => {
    setEnv({ METRICS_TOKEN: 'corto' });
    expect(() => getConfig()).toThrow(/METRICS_TOKEN: must be at least 24 characters/);
  });
});

describe('what the counters count', () => {
  it('e-mails sent, and failed while the SMTP server cannot be reached (which shows it down)', async () => {
    const before = await scrape();
    expect(before.get('vitrina_emails_total{outcome="failed"}')).toBe(0);
    expect(await sendEmail({ to: 'cliente@example.pe', subject: 'Hola', text: 'Prueba' })).toBe(true);
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_TRANSPORT: 'smtp' });
    expect(await sendEmail({ to: 'cliente@example.pe', subject: 'Hola', text: 'Prueba' })).toBe(false);
    const after = await scrape();
    expect((after.get('vitrina_emails_total{outcome="sent"}') ?? 0) - (before.get('vitrina_emails_total{outcome="sent"}') ?? 0)).toBe(1);
    expect(after.get('vitrina_emails_total{outcome="failed"}')).toBe(1);
    expect(after.get('vitrina_dependency_up{dependency="mail"}')).toBe(0);
    expect(after.get('vitrina_dependency_up{dependency="database"}')).toBe(1);
  });

  it('daily tasks run and failed, by task', async () => {
    registerDailyTask({ name: 'metrics-test-ok', run: async () => 'hecho' });
    registerDailyTask({ name: 'metrics-test-broken', run: async () => Promise.reject(new Error('roto')) });
    const before = await scrape();
    expect(before.get('vitrina_jobs_total{name="daily/metrics-test-broken",outcome="failed"}')).toBe(0);
    const run = await runDailyTasks(new Date('2026-03-02T15:00:00Z'));
    expect(run.ran).toBe(true);
    const after = await scrape();
    expect(after.get('vitrina_jobs_total{name="daily/metrics-test-ok",outcome="ok"}')).toBe(1);
    expect(after.get('vitrina_jobs_total{name="daily/metrics-test-broken",outcome="failed"}')).toBe(1);
    expect(after.get('vitrina_jobs_total{name="daily/metrics-test-broken",outcome="ok"}')).toBe(0);
  });

  it("the in-process scheduler's runs and failures, by job", async () => {
    let calls = 0;
    registerJob({
      name: 'metrics-test-job',
      switch: 'dailyJobs',
      nextDelay: () => 60_000,
      run: async () => {
        calls += 1;
        if (calls === 2) throw new Error('roto');
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      startSchedulers(getConfig());
      expect((await scrape()).get('vitrina_jobs_total{name="metrics-test-job",outcome="ok"}')).toBe(0);
      await vi.advanceTimersByTimeAsync(60_000 * 3);
    } finally {
      vi.useRealTimers();
    }
    const after = await scrape();
    expect(calls).toBe(3);
    expect(after.get('vitrina_jobs_total{name="metrics-test-job",outcome="ok"}')).toBe(2);
    expect(after.get('vitrina_jobs_total{name="metrics-test-job",outcome="failed"}')).toBe(1);
  });

  it('payment notifications by provider and outcome', async () => {
    const webhooks = (outcome: string, samples: Map<string, number>) =>
      samples.get(`vitrina_payment_webhooks_total{provider="stripe",outcome="${outcome}"}`) ?? 0;
    const before = await scrape();
    expect(before.has('vitrina_payment_webhooks_total{provider="stripe",outcome="invalid_signature"}')).toBe(true);
    const ignored = buildEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expect((await deliverEvent(stripe(), ignored)).status).toBe(200);
    const payload = JSON.stringify(ignored);
    expect((await postWebhook(payload, { 'stripe-signature': stripe().sign(payload, { secret: 'whsec_someone_else' }) })).status).toBe(400);
    expect((await postWebhook('{"id": ', { 'stripe-signature': stripe().sign('{"id": ') })).status).toBe(400);

    for (const event of await paidAtProvider()) expect((await deliverEvent(stripe(), event)).status).toBe(200);

    const after = await scrape();
    expect(webhooks('ignored', after) - webhooks('ignored', before)).toBe(1);
    expect(webhooks('invalid_signature', after) - webhooks('invalid_signature', before)).toBe(1);
    expect(webhooks('malformed', after) - webhooks('malformed', before)).toBe(1);
    expect(webhooks('applied', after) - webhooks('applied', before)).toBeGreaterThanOrEqual(1);
    expect(webhooks('failed', after)).toBe(0);
  });

  it('receipts the API has not taken, with the age of the oldest, read from the database', async () => {
    const events = await paidAtProvider();
    const before = await scrape();
    receiptsApi().fail('down');
    for (const event of events) expect((await deliverEvent(stripe(), event)).status).toBe(200);

    const after = await scrape();
    expect((after.get('vitrina_receipts{status="pending"}') ?? 0) - (before.get('vitrina_receipts{status="pending"}') ?? 0)).toBe(1);
    const inAnHour = parseExposition(await scrapeMetrics(new Date(Date.now() + 3_600_000)));
    expect(inAnHour.get('vitrina_receipts_oldest_unsettled_age_seconds')).toBeGreaterThanOrEqual(3_600);
  });
});

describe('the code a user quotes when an action fails', () => {
  let server: Server | undefined;
  afterAll(() => server?.close());

  it('is the request id the answer and the log carry', async () => {
    const failing = publicAction(z.object({}), async () => {
      throw new Error('la base de datos no respondió');
    });
    server = createServer((req, res) => {
      runAsRequest(res, nameRequest(req, 1), () => {
        void failing({}).then((result) => res.end(JSON.stringify(result)));
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ id: unknown; body: string }>((resolve, reject) => {
      httpGet({ host: '127.0.0.1', port, path: '/', headers: { 'x-vitrina-request-id': 'caddy-5d1f0a9e' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ id: res.headers['x-request-id'], body }));
      }).on('error', reject);
    });
    expect(answer.id).toBe('caddy-5d1f0a9e');
    expect(JSON.parse(answer.body)).toMatchObject({
      ok: false,
      code: 'failed',
      error: 'Ocurrió un error inesperado. Si se repite, escríbenos con este código: caddy-5d1f0a9e',
    });
  });
});
