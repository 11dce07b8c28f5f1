/** The Stripe objects the fake keeps, shaped like the API's (only the fields the app reads, plus ids). */
export const FAKE_PRICES = {
  price_fake_basic: { product: 'prod_fake_basic', amount: 2500, name: 'Plan Básico' },
  price_fake_growth: { product: 'prod_fake_growth', amount: 4500, name: 'Plan Crecimiento' },
  // The launch ladder's second step: the same products at S/ 5 more.
  price_fake_basic_step_1: { product: 'prod_fake_basic', amount: 3000, name: 'Plan Básico' },
  price_fake_growth_step_1: { product: 'prod_fake_growth', amount: 5000, name: 'Plan Crecimiento' },
} as const;
export type FakePriceId = keyof typeof FAKE_PRICES;

export const isFakePrice = (id: string | undefined): id is FakePriceId => id !== undefined && id in FAKE_PRICES;

export type StripeCustomer = { id: string; object: 'customer'; email: string | null; name: string | null; metadata: Record<string, string>; created: number };

export type StripeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  /** Not in Stripe's object: what the fake needs to create the subscription on payment. */
  fake: { price: FakePriceId; subscriptionMetadata: Record<string, string> };
};

export type StripeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    has_more: false;
    url: string;
    data: {
      id: string;
      object: 'subscription_item';
      quantity: number;
      current_period_start: number;
      current_period_end: number;
      price: { id: string; object: 'price'; product: string; currency: 'pen'; unit_amount: number; recurring: { interval: 'month' } };
    }[];
  };
};

export type StripeEvent = {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
};

let counter = 0;
export const newId = (prefix: string) => `${prefix}_fake${(counter += 1).toString(36)}${Math.random().toString(36).slice(2, 10)}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function buildSubscription(input: { customer: string; price: FakePriceId; metadata: Record<string, string>; periodDays: number }): StripeSubscription {
  const id = newId('sub');
  const start = nowSeconds();
  return {
    id,
    object: 'subscription',
    customer: input.customer,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    created: start,
    metadata: input.metadata,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          quantity: 1,
          current_period_start: start,
          current_period_end: start + input.periodDays * 24 * 60 * 60,
          price: {
            id: input.price,
            object: 'price',
            product: FAKE_PRICES[input.price].product,
            currency: 'pen',
            unit_amount: FAKE_PRICES[input.price].amount,
            recurring: { interval: 'month' },
          },
        },
      ],
    },
  };
}

export type StripeInvoice = ReturnType<typeof buildInvoice>;

export function buildInvoice(subscription: StripeSubscription, status: 'paid' | 'open') {
  const item = subscription.items.data[0];
  return {
    id: newId('in'),
    object: 'invoice' as const,
    customer: subscription.customer,
    created: nowSeconds(),
    status: status as string,
    currency: 'pen',
    amount_due: item?.price.unit_amount ?? 0,
    amount_paid: status === 'paid' ? (item?.price.unit_amount ?? 0) : 0,
    post_payment_credit_notes_amount: 0,
    status_transitions: { paid_at: status === 'paid' ? nowSeconds() : null },
    lines: {
      object: 'list' as const,
      has_more: false,
      data: [
        { id: newId('il'), object: 'line_item', pricing: { type: 'price_details', price_details: { price: item?.price.id, product: item?.price.product } } },
      ],
    },
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
  };
}

export function buildEvent(type: string, object: object): StripeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) as Record<string, unknown> },
  };
}
