import { parseExposition } from '../helpers/metric-values';
import { startSecondServer, waitUntilOk } from './second-server';
import { expect, test } from './fixtures';

const TOKEN = 'e2e-metrics-token-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('npm start counts and times its requests, ties each one to its log lines by id, and shows Prometheus the figures', async () => {
  test.setTimeout(150_000);
  // The suite's settings trust one proxy (TRUSTED_PROXY_COUNT=1), as behind Caddy; no payment provider.
  const server = await startSecondServer({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' });
  try {
    await waitUntilOk(`${server.base}/api/health/ready`);
    const home = await fetch(`${server.base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('x-request-id')).toMatch(UUID);
    expect((await fetch(`${server.base}/no-existe-esta-pagina`)).status).toBe(404);
    // Answered by npm start itself, before Next: it carries an id too.
    expect((await fetch(`${server.base}/v.gif?p=/`)).headers.get('x-request-id')).toMatch(UUID);

    // A payment notification while payments are off: logged at error level, answered 503.
    const webhook = await fetch(`${server.base}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vitrina-request-id': 'caddy-e2e-7f3a91' },
      body: '{}',
    });
    expect(webhook.status).toBe(503);
    expect(webhook.headers.get('x-request-id')).toBe('caddy-e2e-7f3a91');
    await expect.poll(() => server.output()).toContain('"requestId":"caddy-e2e-7f3a91"');
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"requestId":"caddy-e2e-7f3a91"'))
      .map((line) => JSON.parse(line));
    expect(logged).toEqual([expect.objectContaining({ level: 50, msg: 'billing webhook received but payments or the webhook secret are not configured' })]);

    expect((await fetch(`${server.base}/api/metrics`)).status).toBe(401);
    // npm start counts a request when its response closes, which on a busy machine can come just
    // after the client has read it: scrape until the webhook's answer, the last one sent, is in.
    const counted = async () => parseExposition(await (await fetch(`${server.base}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text());
    await expect.poll(async () => (await counted()).get('vitrina_http_requests_total{group="app_api",status="5xx"}')).toBe(1);
    const scrape = await fetch(`${server.base}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = parseExposition(await scrape.text());
    expect(samples.get('vitrina_http_requests_total{group="app_page",status="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('vitrina_http_requests_total{group="app_page",status="4xx"}')).toBe(1);
    expect(samples.get('vitrina_http_requests_total{group="app_api",status="5xx"}')).toBe(1);
    expect(samples.get('vitrina_http_requests_total{group="static",status="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('vitrina_http_requests_total{group="health",status="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('vitrina_http_request_duration_seconds_count{group="app_page"}')).toBeGreaterThanOrEqual(2);
    expect(samples.get('vitrina_payment_webhooks_total{provider="none",outcome="unconfigured"}')).toBe(1);
    expect(samples.get('vitrina_dependency_up{dependency="database"}')).toBe(1);
    expect(samples.get('vitrina_receipts{status="pending"}')).toBe(0);
    expect(samples.has('vitrina_jobs_total{name="daily/trial-lifecycle",outcome="failed"}')).toBe(true);
  } finally {
    await server.dispose();
  }
});
