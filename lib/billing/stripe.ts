import 'server-only';
import Stripe from 'stripe';
import { z } from 'zod';
import { stripePriceVariable, type AppConfig } from '@/lib/config';
import type { SubscriptionStatus } from '@/lib/billing/present';
import {
  PriceStepNotConfiguredError,
  BillingEventRejected,
  BillingProviderError,
  UnknownToProviderError,
  type BillingEvent,
  type BillingProvider,
  type ProviderPayment,
  type ProviderSubscription,
} from './provider';
import { PAID_PLAN_KEYS, type PaidPlanKey } from '@/content/plans';

type StripeSettings = NonNullable<AppConfig['stripe']>;

/** One automatic retry (the SDK adds an idempotency key) covers a dropped connection or a 5xx. */
const MAX_NETWORK_RETRIES = 1;

/** Stripe's statuses in ours. Null: the first payment is still in progress, nothing to change yet. */
export function mapStripeStatus(status: Stripe.Subscription.Status): SubscriptionStatus | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    case 'paused':
      return 'expired';
    // incomplete / incomplete_expired: the first payment never went through, so the customer is
    // still wherever they were (usually their free trial); they can simply try checkout again.
    default:
      return null;
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

const eventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const expandable = z.union([z.string(), z.object({ id: z.string() })]).nullish();
const checkoutSession = z.object({
  id: z.string(),
  mode: z.string(),
  subscription: expandable,
  customer: expandable,
  client_reference_id: z.string().nullish(),
});
const subscriptionObject = z.object({ id: z.string(), customer: expandable, metadata: z.record(z.string(), z.string()).nullish() });
const invoiceObject = z.object({
  id: z.string(),
  customer: expandable,
  parent: z.object({ subscription_details: z.object({ subscription: expandable }).nullish() }).nullish(),
});

const creditNoteObject = z.object({ id: z.string(), invoice: expandable, customer: expandable });

function toBillingEvent(raw: unknown): BillingEvent {
  const envelope = eventEnvelope.safeParse(raw);
  if (!envelope.success) throw new BillingEventRejected('malformed');
  const { id, type, data } = envelope.data;
  const base = { id, type, subscriptionId: null, customerId: null, userId: null, checkoutSessionId: null, paymentId: null };
  const parse = <S extends z.ZodType>(schema: S): z.output<S> => {
    const parsed = schema.safeParse(data.object);
    if (!parsed.success) throw new BillingEventRejected('malformed');
    return parsed.data;
  };

  switch (type) {
    case 'checkout.session.completed': {
      const session = parse(checkoutSession);
      if (session.mode !== 'subscription') return { ...base, action: 'ignore' };
      return {
        ...base,
        action: 'sync',
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        userId: session.client_reference_id ?? null,
        checkoutSessionId: session.id,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = parse(subscriptionObject);
      return {
        ...base,
        action: 'sync',
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        userId: subscription.metadata?.userId ?? null,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = parse(invoiceObject);
      return {
        ...base,
        action: type === 'invoice.paid' ? 'payment' : 'payment_failed',
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        customerId: idOf(invoice.customer),
        paymentId: invoice.id,
      };
    }
    // A refund of a paid invoice is a credit note on it: the invoice is re-read for the amount credited.
    case 'credit_note.created': {
      const note = parse(creditNoteObject);
      return { ...base, action: 'payment', customerId: idOf(note.customer), paymentId: idOf(note.invoice) };
    }
    default:
      return { ...base, action: 'ignore' };
  }
}

export function createStripeProvider(settings: StripeSettings): BillingProvider {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    timeout: settings.timeoutMs,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });

  /** The SDK's errors become one neutral error; anything else is a bug and propagates as is. */
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        const Failure = error.code === 'resource_missing' ? UnknownToProviderError : BillingProviderError;
        throw new Failure(`stripe ${what} failed: ${error.type} ${error.statusCode ?? ''} ${error.message}`, { cause: error });
      }
      throw error;
    }
  };

  /** Our plan for one of Stripe's prices or products: the configured price ids of every step, or the product id. */
  const planOfPrice = (priceId: string | null, productId: string | null): PaidPlanKey | null =>
    PAID_PLAN_KEYS.find((key) => (priceId && settings.prices[key].includes(priceId)) || (productId && settings.products[key] === productId)) ?? null;

  const toSubscription = (subscription: Stripe.Subscription): ProviderSubscription => {
    const items = subscription.items.data;
    const productId = idOf(items[0]?.price.product);
    const plan = planOfPrice(items[0]?.price.id ?? null, productId);
    // Since API version 2025-03-31 the period lives on each item, not on the subscription.
    const periodEnds = items.map((item) => item.current_period_end).filter((end) => Number.isFinite(end));
    return {
      subscriptionId: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status: mapStripeStatus(subscription.status),
      // plan_type holds our plan key (decision 0029); an unknown product is kept raw for the team.
      planType: plan ?? productId ?? 'unknown',
      currentPeriodEnd: periodEnds.length > 0 ? new Date(Math.max(...periodEnds) * 1000) : null,
      // The billing portal schedules cancellations with cancel_at rather than cancel_at_period_end.
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      userId: subscription.metadata?.userId ?? null,
      siteId: subscription.metadata?.siteId || null,
    };
  };

  const planOfInvoice = (invoice: Stripe.Invoice): string | null => {
    const details = invoice.lines?.data[0]?.pricing?.price_details;
    const productId = idOf(details?.product);
    return planOfPrice(idOf(details?.price), productId) ?? productId;
  };

  /** An invoice as a payment: paid (approved), paid and fully credited back (refunded), or not paid yet. */
  const toPayment = (invoice: Stripe.Invoice): ProviderPayment => {
    const refunded = invoice.amount_paid > 0 && invoice.post_payment_credit_notes_amount >= invoice.amount_paid;
    const status: ProviderPayment['status'] =
      invoice.status === 'paid'
        ? refunded
          ? 'refunded'
          : 'approved'
        : invoice.status === 'void' || invoice.status === 'uncollectible'
          ? 'rejected'
          : 'pending';
    const paidAt = invoice.status_transitions?.paid_at;
    const subscription = invoice.parent?.subscription_details;
    return {
      paymentId: invoice.id ?? '',
      subscriptionId: idOf(subscription?.subscription),
      customerId: idOf(invoice.customer),
      userId: subscription?.metadata?.userId ?? null,
      siteId: subscription?.metadata?.siteId || null,
      status,
      amountCents: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
      paidAt: paidAt ? new Date(paidAt * 1000) : null,
      planType: planOfInvoice(invoice),
    };
  };

  return {
    canVerifyEvents: Boolean(settings.webhookSecret),
    hasHostedPortal: true,

    createCustomer: ({ userId, email, name }) =>
      call('customers.create', async () => {
        // The key makes a retry within 24 h (e.g. after our own write failed) return the same customer.
        const customer = await stripe.customers.create({ email, name, metadata: { userId } }, { idempotencyKey: `vitrina-customer-${userId}` });
        return customer.id;
      }),

    proratesPlanChanges: true,

    changePlan: ({ subscriptionId, plan, step }) => {
      const price = settings.prices[plan][step];
      if (!price) return Promise.reject(new PriceStepNotConfiguredError(stripePriceVariable(plan, step)));
      return call('subscriptions.update', async () => {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        const item = current.items.data[0];
        if (!item) throw new BillingProviderError('stripe subscription has no item to change');
        // The same item with the new price: the rest of the month is prorated on the next invoice.
        const updated = await stripe.subscriptions.update(subscriptionId, { items: [{ id: item.id, price }], proration_behavior: 'create_prorations' });
        return toSubscription(updated);
      });
    },

    createCheckout: ({ customerId, userId, siteId, plan, step, successUrl, cancelUrl }) => {
      const price = settings.prices[plan][step];
      if (!price) return Promise.reject(new PriceStepNotConfiguredError(stripePriceVariable(plan, step)));
      // The subscription keeps the site it pays for: each invoice and update names it back.
      const metadata: Record<string, string> = siteId ? { userId, siteId } : { userId };
      return call('checkout.sessions.create', async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: userId,
          metadata,
          subscription_data: { metadata },
          line_items: [{ price, quantity: 1 }],
          locale: 'es',
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
        if (!session.url) throw new BillingProviderError('stripe checkout session has no url');
        return { url: session.url, sessionId: session.id };
      });
    },

    createPortal: ({ customerId, returnUrl }) =>
      call('billingPortal.sessions.create', async () => {
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: 'es' });
        return { url: session.url };
      }),

    getSubscription: (subscriptionId) => call('subscriptions.retrieve', async () => toSubscription(await stripe.subscriptions.retrieve(subscriptionId))),

    findLatestSubscription: (customerId) =>
      call('subscriptions.list', async () => {
        const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 });
        const [latest] = list.data;
        return latest ? toSubscription(latest) : null;
      }),

    getPayment: (paymentId) => call('invoices.retrieve', async () => toPayment(await stripe.invoices.retrieve(paymentId))),

    cancelAtPeriodEnd: (subscriptionId) =>
      call('subscriptions.update', async () => toSubscription(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }))),

    listPayments: (customerId) => call('invoices.list', async () => (await stripe.invoices.list({ customer: customerId, limit: 24 })).data.map(toPayment)),

    cancelNow: (subscriptionId) => call('subscriptions.cancel', async () => toSubscription(await stripe.subscriptions.cancel(subscriptionId))),

    parseEvent: ({ rawBody, headers }) => {
      if (!settings.webhookSecret) throw new BillingProviderError('STRIPE_WEBHOOK_SECRET is not configured');
      const signature = headers.get('stripe-signature');
      if (!signature) throw new BillingEventRejected('signature');
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        // The signature is checked before the body is parsed: a SyntaxError means a signed, malformed body.
        if (error instanceof SyntaxError) throw new BillingEventRejected('malformed');
        throw new BillingEventRejected('signature');
      }
      return toBillingEvent(event);
    },
  };
}
