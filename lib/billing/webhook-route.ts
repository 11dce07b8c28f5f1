import 'server-only';
import { BodyTooLargeError, readLimitedBody } from '@/lib/http/read-limited-body';
import { logger } from '@/lib/logger';
import { countWebhook } from '@/lib/metrics/counters';
import { getBillingProvider } from './get-provider';
import { handleBillingEvent } from './handle-event';
import { BillingEventRejected } from './provider';

/** Provider events are a few kilobytes; anything near this is not one. */
export const MAX_EVENT_BYTES = 1024 * 1024;

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/**
 * POST /api/stripe/webhook and /api/mercadopago/webhook (whichever provider is configured answers;
 * the other's notifications fail its signature check). 400 for a forged, stale or malformed event (nothing changes), 413 for
 * an oversized body, 2xx once applied or already applied, 5xx when applying failed so the
 * provider retries.
 */
export async function handleBillingWebhook(request: Request): Promise<Response> {
  const provider = getBillingProvider();
  if (!provider?.canVerifyEvents) {
    logger.error('billing webhook received but payments or the webhook secret are not configured');
    countWebhook('unconfigured');
    return answer(503, { error: 'payments not configured' });
  }

  let rawBody: string;
  try {
    rawBody = await readLimitedBody(request, MAX_EVENT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      countWebhook('too_large');
      return answer(413, { error: 'payload too large' });
    }
    throw error;
  }

  let event;
  try {
    event = provider.parseEvent({ rawBody, headers: request.headers, url: new URL(request.url) });
  } catch (error) {
    if (!(error instanceof BillingEventRejected)) throw error;
    logger.warn({ reason: error.reason }, 'billing webhook rejected');
    countWebhook(error.reason === 'signature' ? 'invalid_signature' : 'malformed');
    return answer(400, { error: error.reason === 'signature' ? 'invalid signature' : 'malformed event' });
  }

  try {
    const outcome = await handleBillingEvent(provider, event);
    logger.info({ eventId: event.id, type: event.type, outcome }, 'billing webhook handled');
    countWebhook(outcome);
    return answer(200, { received: true, outcome });
  } catch (error) {
    logger.error({ err: error, eventId: event.id, type: event.type }, 'billing webhook failed; the provider will retry');
    countWebhook('failed');
    return answer(500, { error: 'could not apply event' });
  }
}
