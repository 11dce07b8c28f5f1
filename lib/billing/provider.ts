import 'server-only';
import type { SubscriptionStatus } from '@/lib/billing/present';
import type { PaidPlanKey } from '@/content/plans';

/**
 * What the product needs from a card payment provider. Stripe is the first implementation
 * (lib/billing/stripe.ts), Mercado Pago the second (lib/billing/mercadopago.ts); PAYMENT_PROVIDER
 * chooses one, and nothing outside lib/billing names a provider.
 */
export interface BillingProvider {
  /** Creates the provider's customer record for one of our users; answers its id. */
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /** A hosted checkout for a monthly subscription to `plan`; answers the page to send the customer to. */
  createCheckout(input: {
    customerId: string;
    userId: string;
    /** The site the subscription pays for, kept with the provider's record where it has one for us; null: none yet (no project). */
    siteId?: string | null;
    plan: PaidPlanKey;
    /** The launch-price step the customer pays at (lib/billing/price-ladder.ts). */
    step: number;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string; sessionId: string }>;
  /**
   * Whether the provider hosts a page where the customer manages the subscription. Without one
   * (Mercado Pago), 'Gestionar suscripción' opens our own page instead.
   */
  readonly hasHostedPortal: boolean;
  /** A hosted page where the customer updates the card, sees invoices or cancels. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Throws UnknownToProviderError when the provider has no such subscription. */
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** The customer's newest subscription, if any (used before its id is known to us). */
  findLatestSubscription(customerId: string): Promise<ProviderSubscription | null>;
  /**
   * Moves a running card subscription to another plan at the customer's launch step (Plan Básico
   * to Plan Crecimiento, decision 0018): Stripe prorates the rest of the month on the next
   * invoice; Mercado Pago charges the new amount from the next charge on.
   */
  changePlan(input: { subscriptionId: string; plan: PaidPlanKey; step: number }): Promise<ProviderSubscription>;
  /** Whether changePlan charges the rest of the current month at the new price (Stripe) or not until the next charge. */
  readonly proratesPlanChanges: boolean;
  /** Stops renewal; the customer keeps what they paid for until the period ends. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** One payment as the provider sees it now. Throws UnknownToProviderError when it has no such payment. */
  getPayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * A one-time payment link for one month of `plan` (Yape and other methods a card subscription
   * cannot use), when the provider offers them. Its payment comes back as a 'payment' event with
   * no subscription.
   */
  createPaymentLink?(input: {
    customerId: string;
    siteId?: string | null;
    plan: PaidPlanKey;
    step: number;
    returnUrl: string;
    expiresAt: Date;
  }): Promise<{ url: string }>;
  /**
   * Where the provider has no portal (Mercado Pago): a page where the customer authorises the
   * same subscription (plan and amount) with another card. Nothing is charged there before
   * `firstChargeAt` (the end of the month already paid), or at once when it is null (an overdue
   * month). Once the provider confirms it, it becomes the customer's subscription and the old one
   * is cancelled (retireReplacedSubscription), so the customer is never without one.
   */
  replaceCard?(input: { subscriptionId: string; firstChargeAt: Date | null; returnUrl: string }): Promise<{ url: string }>;
  /** The customer's payments, newest first (at most the last two years of monthly charges). */
  listPayments(customerId: string): Promise<ProviderPayment[]>;
  /** Ends the subscription now (used when nothing is paid for, e.g. a failed renewal). */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;
  /** Whether incoming notifications can be verified (the signing secret is configured). */
  readonly canVerifyEvents: boolean;
  /**
   * Verifies a notification's signature (over the raw body, or what the provider signs of the
   * request), then parses it. Throws BillingEventRejected when the signature is missing, forged
   * or stale, or the body malformed.
   */
  parseEvent(notification: { rawBody: string; headers: Headers; url: URL }): BillingEvent;
}

/** A subscription as the provider sees it now, already in our terms. */
export type ProviderSubscription = {
  subscriptionId: string;
  customerId: string;
  /** Our status, or null while the first payment is still in progress (nothing to change yet). */
  status: SubscriptionStatus | null;
  /** The plan as stored in subscriptions.plan_type: the product id of the plan bought. */
  planType: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id, as recorded with the subscription when checkout created it. */
  userId: string | null;
  /**
   * The site it pays for, as recorded with the subscription when checkout created it (Stripe's
   * metadata). Null where the provider keeps no such record (Mercado Pago's preapprovals: our
   * subscription row names the site instead) and for subscriptions opened before checkouts named one.
   */
  siteId?: string | null;
  /**
   * The monthly amount, from a provider that tells the plan only by the subscription's name
   * (Mercado Pago): checked against the customer's price before the plan is granted. Stripe's
   * price ids already fix the amount.
   */
  amountCents?: number;
};

/** One money movement as the provider sees it now (Stripe: an invoice; Mercado Pago: a payment). */
export type ProviderPayment = {
  paymentId: string;
  subscriptionId: string | null;
  customerId: string | null;
  userId: string | null;
  /** The site it pays for, as the payment's own metadata records it (a payment link's); null when it records none. */
  siteId?: string | null;
  status: 'approved' | 'pending' | 'rejected' | 'refunded';
  amountCents: number; // PEN céntimos, IGV included
  currency: string;
  paidAt: Date | null;
  planType: string | null;
};

/** A verified provider notification, reduced to what we act on. */
export type BillingEvent = {
  id: string;
  type: string;
  /**
   * sync: re-read the subscription; payment_failed: re-read and tell the customer; payment:
   * re-read the payment, then the subscription it belongs to; ignore: nothing to do.
   */
  action: 'sync' | 'payment_failed' | 'payment' | 'ignore';
  subscriptionId: string | null;
  customerId: string | null;
  userId: string | null;
  /** The checkout session a completed checkout belongs to; its userId counts only if we opened it. */
  checkoutSessionId: string | null;
  /** The payment a 'payment' event is about. */
  paymentId: string | null;
};

export class BillingEventRejected extends Error {
  override name = 'BillingEventRejected';
  constructor(readonly reason: 'signature' | 'malformed') {
    super(reason === 'signature' ? 'invalid signature' : 'malformed event');
  }
}

/**
 * The price of the launch step a customer pays at is not configured: refused before any charge,
 * naming the environment variable to set.
 */
export class PriceStepNotConfiguredError extends Error {
  override name = 'PriceStepNotConfiguredError';
  constructor(readonly variable: string) {
    super(`${variable} is not set: the launch price step in use has no provider price`);
  }
}

/** The provider could not be reached or refused the request; safe to retry later. */
export class BillingProviderError extends Error {
  override name = 'BillingProviderError';
}

/** The provider answered that the object asked for does not exist there: retrying will not help. */
export class UnknownToProviderError extends BillingProviderError {
  override name = 'UnknownToProviderError';
}
