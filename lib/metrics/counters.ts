import 'server-only';
import { getConfig } from '@/lib/config';
import { metricsRegistry } from './registry.mjs';

/*
 * What the app counts for /api/metrics: e-mails, jobs, payment notifications. Each family is
 * declared where it is counted and again by the scrape (lib/health/metrics-scrape.ts), so the series an
 * alert watches show 0 from the first scrape: a series that appears at 1 shows no increase().
 */

export type EmailOutcome = 'sent' | 'failed' | 'refused';
const EMAIL_OUTCOMES: EmailOutcome[] = ['sent', 'failed', 'refused'];

const emails = () =>
  metricsRegistry().counter(
    'vitrina_emails_total',
    'E-mails this instance handed to its transport, by outcome: sent, failed (the SMTP server refused or did not answer), refused (not sent: it linked to localhost).',
    EMAIL_OUTCOMES.map((outcome) => ({ outcome })),
  );

export function countEmail(outcome: EmailOutcome): void {
  emails().inc({ outcome });
}

// Labelled `name`, not `job`: Prometheus gives every series the scrape's own `job` label.
const jobs = () =>
  metricsRegistry().counter(
    'vitrina_jobs_total',
    'Recurring jobs and daily tasks (daily/<task>) this instance ran, by name and outcome: ok, or failed (it threw).',
  );

/** Shows a job at 0 before its first run (the scheduler calls it when it schedules one). */
export function declareJob(job: string): void {
  for (const outcome of ['ok', 'failed']) jobs().inc({ name: job, outcome }, 0);
}

/** Runs a job, counting it as ok or failed (it threw; the error is passed on). */
export async function measureJob<T>(job: string, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    jobs().inc({ name: job, outcome: 'ok' });
    return result;
  } catch (error) {
    jobs().inc({ name: job, outcome: 'failed' });
    throw error;
  }
}

/**
 * What became of a payment notification: the four answers of lib/billing/handle-event.ts, or
 * refused before that (invalid_signature, malformed, too_large, unconfigured: no provider or
 * secret), or failed while applying it (answered 500; the provider retries).
 */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unmatched' | 'invalid_signature' | 'malformed' | 'too_large' | 'unconfigured' | 'failed';
/** The outcomes an alert watches, shown at 0 for the configured provider. */
const WATCHED_WEBHOOK_OUTCOMES: WebhookOutcome[] = ['applied', 'failed', 'invalid_signature', 'unmatched'];

const webhooks = () => {
  const provider = getConfig().paymentProvider;
  return metricsRegistry().counter(
    'vitrina_payment_webhooks_total',
    'Payment notifications received, by provider (the configured one; none without) and outcome.',
    provider ? WATCHED_WEBHOOK_OUTCOMES.map((outcome) => ({ provider, outcome })) : [],
  );
};

export function countWebhook(outcome: WebhookOutcome): void {
  webhooks().inc({ provider: getConfig().paymentProvider ?? 'none', outcome });
}

/** Declares every family above, for the scrape. */
export function declareAppCounters(): void {
  emails();
  jobs();
  webhooks();
}
