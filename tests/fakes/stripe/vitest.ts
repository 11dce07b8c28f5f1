/**
 * Wiring for integration tests that reach the fake Stripe through the real SDK: starts it for the
 * test file, points the configuration at it, and offers the calls the billing tests share.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { subscriptions } from '@/db/schema';
import { POST as webhookRoute } from '@/app/api/stripe/webhook/route';
import { getDb } from '@/lib/db/client';
import { createUser, signIn } from '../../helpers/auth';
import { setupFake } from '../setup-fake';
import { startFakeStripe, type FakeStripe } from './server';
import type { StripeEvent } from './objects';

export const TEST_APP_URL = 'http://localhost:3000';

/** Starts the fake for this test file; the returned getter answers it inside tests. */
export function setupFakeStripe(): () => FakeStripe {
  // A short timeout keeps the "provider never answers" tests quick.
  return setupFake('Stripe', startFakeStripe, { STRIPE_TIMEOUT_MS: '800', APP_URL: TEST_APP_URL });
}

/** A signed-in customer with a trial subscription, as the trial signup leaves them. */
export async function signInTrialCustomer(options: { trialEndDate?: Date } = {}) {
  const account = await createUser();
  const [row] = await getDb()
    .insert(subscriptions)
    .values({
      userId: account.id,
      status: 'trial',
      planType: 'trial',
      trialEndDate: options.trialEndDate ?? new Date(Date.now() + 5 * 24 * 60 * 60 * 1000),
    })
    .returning();
  await signIn(account.email, account.password);
  if (!row) throw new Error('subscription row was not created');
  return { ...account, subscriptionId: row.id };
}

/** POSTs a raw body to the webhook route as Stripe would. */
export function postWebhook(body: string | ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return webhookRoute(
    new Request(`${TEST_APP_URL}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      ...(typeof body === 'string' ? {} : { duplex: 'half' }),
    }),
  );
}

/** Delivers an event with a valid signature from the fake's secret. */
export function deliverEvent(fake: FakeStripe, event: StripeEvent) {
  const payload = JSON.stringify(event);
  return postWebhook(payload, { 'stripe-signature': fake.sign(payload) });
}

/** The e-mails written to this test file's mail folder for `to` (the billing flows send several). */
export async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  const dir = process.env.MAIL_DIR ?? '';
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8'))));
  return mails.filter((mail: { to: string[] }) => mail.to.includes(to));
}
