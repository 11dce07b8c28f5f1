/**
 * Wiring for integration tests that reach the fake Mercado Pago through the real SDK: starts it
 * for the test file with PAYMENT_PROVIDER=mercadopago, and delivers notifications to the webhook
 * route the way Mercado Pago does.
 */
import { POST as webhookRoute } from '@/app/api/mercadopago/webhook/route';
import { TEST_APP_URL } from '../stripe/vitest';
import { setupFake } from '../setup-fake';
import { startFakeMercadoPago, type FakeMercadoPago, type FakeNotification } from './server';

export const WEBHOOK_URL = `${TEST_APP_URL}/api/mercadopago/webhook`;

export function setupFakeMercadoPago(): () => FakeMercadoPago {
  return setupFake('Mercado Pago', startFakeMercadoPago, { PAYMENT_PROVIDER: 'mercadopago', APP_URL: TEST_APP_URL });
}

/** POSTs a request to the webhook route as built by the fake (or altered by a test). */
export function postNotification(request: { url: string; headers: Record<string, string>; body: string }) {
  return webhookRoute(new Request(request.url, { method: 'POST', headers: request.headers, body: request.body }));
}

/** Delivers a notification signed with the fake's secret, now. */
export function deliverNotification(fake: FakeMercadoPago, notification: FakeNotification) {
  return postNotification(fake.request(notification, WEBHOOK_URL));
}
