import 'server-only';
import type { ProviderPayment } from './provider';

/**
 * What billing tells the rest of the product without knowing who listens (decision 0026): billing
 * sits below the sites and the receipts, so it announces and they act. The sites put the paid site
 * live; the receipts issue a receipt or a credit note.
 */
export type BillingEvents = {
  /** A subscription is paid and active for `siteId` (null: the customer's one site). Any number of times per payment. */
  subscriptionPaid: { payload: { userId: string; siteId: string | null }; result: { published: boolean } };
  /** The provider confirmed a payment of ours (approved) or its refund; `userId` comes from our subscription row. */
  paymentConfirmed: { payload: { payment: ProviderPayment & { status: 'approved' | 'refunded' } }; result: void };
};

type EventName = keyof BillingEvents;
type Handler<E extends EventName> = (payload: BillingEvents[E]['payload']) => Promise<BillingEvents[E]['result']>;
type Registry = { [E in EventName]: Map<string, Handler<E>> };

// Process-wide, like the edge's hooks: Next compiles the start-up (instrumentation) and each route
// into bundles of their own, and the handlers registered at start must be the ones a webhook route
// or a server action finds.
const REGISTRY = Symbol.for('vitrina.billing-events');
function registry(): Registry {
  const global = globalThis as { [REGISTRY]?: Registry };
  global[REGISTRY] ??= { subscriptionPaid: new Map(), paymentConfirmed: new Map() };
  return global[REGISTRY];
}

/** A domain's handler, registered once under its name at start-up (lib/server/register-all.ts). */
export function onBillingEvent<E extends EventName>(event: E, name: string, handler: Handler<E>): void {
  (registry()[event] as Map<string, Handler<E>>).set(name, handler);
}

/**
 * Runs every handler of the event in registration order, each awaited, and answers their results.
 * No handler at all means start-up did not run: a payment would be taken and nothing done about
 * it, so that fails loudly instead (the provider retries the notification).
 */
export async function announce<E extends EventName>(event: E, payload: BillingEvents[E]['payload']): Promise<BillingEvents[E]['result'][]> {
  const handlers = [...(registry()[event] as Map<string, Handler<E>>).values()];
  if (handlers.length === 0) throw new Error(`billing event "${event}" has no handler: lib/server/register-all.ts was not loaded`);
  const results: BillingEvents[E]['result'][] = [];
  for (const handler of handlers) results.push(await handler(payload));
  return results;
}
