import 'server-only';
import {
  InvalidWebhookSignatureError,
  MercadoPagoConfig,
  MercadoPagoError,
  MPNotFoundError,
  Payment,
  PreApproval,
  Preference,
  WebhookSignatureValidator,
} from 'mercadopago';
import { AppConfig as MercadoPagoSdkSettings } from 'mercadopago/dist/utils/config';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PreApprovalResponse } from 'mercadopago/dist/clients/preApproval/commonTypes';
import { z } from 'zod';
import { PAID_PLAN_KEYS, plans, type PaidPlanKey } from '@/content/plans';
import type { AppConfig } from '@/lib/config';
import { planName, type SubscriptionStatus } from '@/lib/billing/present';
import {
  BillingEventRejected,
  BillingProviderError,
  UnknownToProviderError,
  type BillingEvent,
  type BillingProvider,
  type ProviderPayment,
  type ProviderSubscription,
} from './provider';
import { planPriceAt } from './price-ladder';

type MercadoPagoSettings = NonNullable<AppConfig['mercadopago']>;

/** A notification signed longer ago than this is refused as a replay (Mercado Pago retries with a fresh signature). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const CUSTOMER_PREFIX = 'vitrina-';

/**
 * Mercado Pago has no customer object a subscription must hang from: a preapproval carries our
 * reference (external_reference) instead. Our "customer id" is that reference, so every
 * subscription of a user, old and new, is found by it.
 */
export const customerReference = (userId: string) => `${CUSTOMER_PREFIX}${userId}`;
const userOfReference = (reference: string | null | undefined) => (reference?.startsWith(CUSTOMER_PREFIX) ? reference.slice(CUSTOMER_PREFIX.length) : null);

/**
 * The name a subscription or a month's payment carries at Mercado Pago, which the customer reads
 * there and in their statements: "Vitrina Plan Básico". It names the plan, not the amount, so it
 * stays true when a price step changes the amount of new subscriptions.
 */
const planReason = (plan: PaidPlanKey) => `Vitrina ${planName(plan) ?? plan}`;
/** Subscriptions opened before the names said "Plan" ("Vitrina Básico") keep running under them. */
const legacyPlanReason = (plan: PaidPlanKey) => `Vitrina ${plans.find((entry) => entry.key === plan)?.name ?? plan}`;

/** The plan a preapproval (or a payment's description) is for, under its current or former name. */
function planOfReason(reason: string | null | undefined): PaidPlanKey | null {
  return PAID_PLAN_KEYS.find((plan) => reason === planReason(plan) || reason === legacyPlanReason(plan)) ?? null;
}

/**
 * Mercado Pago's preapproval statuses in ours. Null: the customer has not authorised the first
 * charge yet, nothing to change. An authorised subscription whose charges are overdue (the
 * semaphore turns yellow or red after a rejected charge) is in its grace period.
 */
export function mapPreapprovalStatus(status: string | undefined, semaphore: string | null | undefined): SubscriptionStatus | null {
  switch (status) {
    case 'authorized':
      return semaphore === 'yellow' || semaphore === 'red' ? 'past_due' : 'active';
    case 'paused':
      return 'expired';
    case 'cancelled':
      return 'canceled';
    default:
      return null;
  }
}

function mapPaymentStatus(status: string | undefined): ProviderPayment['status'] {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    case 'rejected':
    case 'cancelled':
      return 'rejected';
    default:
      return 'pending';
  }
}

/** The subscription a recurring charge belongs to, wherever this API version puts it. */
function subscriptionOfPayment(payment: PaymentResponse): string | null {
  const fromMetadata = (payment.metadata as { preapproval_id?: unknown } | undefined)?.preapproval_id;
  if (typeof fromMetadata === 'string' && fromMetadata) return fromMetadata;
  const fromPoint = (payment.point_of_interaction?.transaction_data as { subscription_id?: unknown } | undefined)?.subscription_id;
  return typeof fromPoint === 'string' && fromPoint ? fromPoint : null;
}

/**
 * The site a one-time payment is for: its preference's metadata, which Mercado Pago copies onto
 * the payment (keys in snake_case). Recurring charges carry none: a preapproval has no metadata,
 * and its external_reference is the customer reference every search depends on.
 */
function siteOfMetadata(metadata: unknown): string | null {
  const site = (metadata as { vitrina_site?: unknown } | undefined)?.vitrina_site;
  return typeof site === 'string' && site ? site : null;
}

/** Two years of monthly charges. */
const PAYMENTS_LISTED = 24;

function toPayment(payment: PaymentResponse): ProviderPayment {
  return {
    paymentId: String(payment.id),
    subscriptionId: subscriptionOfPayment(payment),
    customerId: payment.external_reference ?? null,
    userId: userOfReference(payment.external_reference),
    siteId: siteOfMetadata(payment.metadata),
    status: mapPaymentStatus(payment.status),
    amountCents: Math.round((payment.transaction_amount ?? 0) * 100),
    currency: payment.currency_id ?? 'PEN',
    paidAt: payment.date_approved ? new Date(payment.date_approved) : null,
    planType: planOfReason(payment.description),
  };
}

const notificationBody = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  type: z.string().min(1),
  action: z.string().optional(),
  data: z.object({ id: z.union([z.string(), z.number()]).transform(String) }),
});

export function createMercadoPagoProvider(settings: MercadoPagoSettings): BillingProvider {
  // The SDK keeps its API host in one static setting and offers no option for it; pointing it at
  // MERCADOPAGO_API_BASE is how development and tests reach the local stand-in. One process talks
  // to one Mercado Pago, so a process-wide setting is what we want anyway.
  Object.assign(MercadoPagoSdkSettings, { BASE_URL: settings.apiBase });
  const client = new MercadoPagoConfig({
    accessToken: settings.accessToken,
    // One automatic retry covers a dropped connection or a 5xx; the idempotency key makes it safe.
    options: { timeout: settings.timeoutMs, maxRetries: 1 },
  });
  const preapprovals = new PreApproval(client);
  const payments = new Payment(client);
  const preferences = new Preference(client);

  /** The SDK's errors become one neutral error; anything else is a bug and propagates as is. */
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof MercadoPagoError) {
        const Failure = error instanceof MPNotFoundError ? UnknownToProviderError : BillingProviderError;
        throw new Failure(`mercadopago ${what} failed: ${error.name} ${error.message}`, { cause: error });
      }
      throw error;
    }
  };

  const toSubscription = (preapproval: PreApprovalResponse, now = new Date()): ProviderSubscription => {
    if (!preapproval.id) throw new BillingProviderError('mercadopago preapproval without id');
    const plan = planOfReason(preapproval.reason);
    const nextCharge = preapproval.next_payment_date ? new Date(preapproval.next_payment_date) : null;
    // Mercado Pago cancels at once: no further charge, and no "until" date of its own. A customer
    // who cancels keeps what they paid for, up to the charge that will no longer happen; read
    // again after that date (the dashboard re-reads a live subscription), it is cancelled.
    const paidUntilLater = preapproval.status === 'cancelled' && nextCharge !== null && nextCharge > now;
    const amount = preapproval.auto_recurring?.transaction_amount;
    return {
      subscriptionId: preapproval.id,
      customerId: preapproval.external_reference ?? '',
      status: paidUntilLater ? 'active' : mapPreapprovalStatus(preapproval.status, preapproval.summarized?.semaphore),
      planType: plan ?? preapproval.reason ?? 'unknown',
      currentPeriodEnd: nextCharge,
      cancelAtPeriodEnd: paidUntilLater,
      userId: userOfReference(preapproval.external_reference),
      siteId: null,
      ...(typeof amount === 'number' && { amountCents: Math.round(amount * 100) }),
    };
  };

  const cancel = (subscriptionId: string) =>
    call('preapproval.update', async () => {
      await preapprovals.update({ id: subscriptionId, body: { status: 'cancelled' } });
      return toSubscription(await preapprovals.get({ id: subscriptionId }));
    });

  return {
    canVerifyEvents: true,
    hasHostedPortal: false,

    // No API call: see customerReference.
    createCustomer: async ({ userId }) => customerReference(userId),

    createCheckout: ({ customerId, plan, step, successUrl }) =>
      call('preapproval.create', async () => {
        // A subscription "with pending payment" and no card yet: Mercado Pago's page (init_point)
        // asks for the card, authorises the first charge and then notifies us.
        const created = await preapprovals.create({
          body: {
            reason: planReason(plan),
            external_reference: customerId,
            back_url: successUrl,
            status: 'pending',
            auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: planPriceAt(plan, step), currency_id: 'PEN' },
          },
        });
        if (!created.id || !created.init_point) throw new BillingProviderError('mercadopago preapproval has no checkout page');
        return { url: created.init_point, sessionId: created.id };
      }),

    createPortal: () => {
      throw new BillingProviderError('Mercado Pago has no hosted billing portal');
    },

    getSubscription: (subscriptionId) => call('preapproval.get', async () => toSubscription(await preapprovals.get({ id: subscriptionId }))),

    findLatestSubscription: (customerId) =>
      call('preapproval.search', async () => {
        const found = await preapprovals.search({
          options: { external_reference: customerId, sort: 'date_created:desc', limit: 1 },
        });
        const latest = found.results?.[0]?.id;
        return latest ? toSubscription(await preapprovals.get({ id: latest })) : null;
      }),

    proratesPlanChanges: false,

    // The preapproval keeps its card and its date: the next charge is the new plan's amount, and
    // the reason names the new plan so toSubscription reads it back.
    changePlan: ({ subscriptionId, plan, step }) =>
      call('preapproval.update', async () => {
        await preapprovals.update({
          id: subscriptionId,
          body: { reason: planReason(plan), auto_recurring: { transaction_amount: planPriceAt(plan, step), currency_id: 'PEN' } },
        });
        return toSubscription(await preapprovals.get({ id: subscriptionId }));
      }),

    // Both are the one cancellation Mercado Pago has; toSubscription tells them apart by the
    // period already paid for.
    cancelAtPeriodEnd: cancel,
    cancelNow: cancel,

    createPaymentLink: ({ customerId, siteId, plan, step, returnUrl, expiresAt }) =>
      call('preference.create', async () => {
        // A Checkout Pro preference: Mercado Pago's page offers Yape, cards and cash for one payment.
        const preference = await preferences.create({
          body: {
            items: [{ id: plan, title: planReason(plan), quantity: 1, unit_price: planPriceAt(plan, step), currency_id: 'PEN' }],
            external_reference: customerId,
            metadata: siteId ? { vitrina_plan: plan, vitrina_site: siteId } : { vitrina_plan: plan },
            back_urls: { success: returnUrl, pending: returnUrl, failure: returnUrl },
            auto_return: 'approved',
            expires: true,
            date_of_expiration: expiresAt.toISOString(),
          },
        });
        if (!preference.init_point) throw new BillingProviderError('mercadopago preference has no payment page');
        return { url: preference.init_point };
      }),

    replaceCard: ({ subscriptionId, firstChargeAt, returnUrl }) =>
      call('preapproval.create', async () => {
        const current = await preapprovals.get({ id: subscriptionId });
        const amount = current.auto_recurring?.transaction_amount;
        if (!amount) throw new BillingProviderError('mercadopago preapproval has no amount');
        // The same reason, payer reference and amount: the new card continues this subscription.
        const created = await preapprovals.create({
          body: {
            reason: current.reason,
            external_reference: current.external_reference,
            back_url: returnUrl,
            status: 'pending',
            auto_recurring: {
              frequency: 1,
              frequency_type: 'months',
              transaction_amount: amount,
              currency_id: 'PEN',
              ...(firstChargeAt ? { start_date: firstChargeAt.toISOString() } : {}),
            },
          },
        });
        if (!created.init_point) throw new BillingProviderError('mercadopago preapproval has no checkout page');
        return { url: created.init_point };
      }),

    getPayment: (paymentId) => call('payment.get', async () => toPayment(await payments.get({ id: paymentId }))),

    listPayments: (customerId) =>
      call('payment.search', async () => {
        const found = await payments.search({
          options: { external_reference: customerId, sort: 'date_created', criteria: 'desc', limit: PAYMENTS_LISTED },
        });
        return (found.results ?? []).map((payment) => toPayment(payment as PaymentResponse));
      }),

    parseEvent: ({ rawBody, headers, url }) => {
      let body: z.output<typeof notificationBody>;
      try {
        const parsed = notificationBody.safeParse(JSON.parse(rawBody));
        if (!parsed.success) throw new BillingEventRejected('malformed');
        body = parsed.data;
      } catch (error) {
        if (error instanceof BillingEventRejected) throw error;
        // Unparseable is unsigned as far as we can tell: the signature covers data.id only.
        throw new BillingEventRejected('signature');
      }
      // The signature covers the data.id of the query string; the body must name the same object,
      // or a signed query could carry someone else's body.
      const dataId = url.searchParams.get('data.id');
      if (!dataId || dataId !== body.data.id) throw new BillingEventRejected('signature');
      try {
        WebhookSignatureValidator.validate({
          xSignature: headers.get('x-signature'),
          xRequestId: headers.get('x-request-id'),
          dataId: dataId.toLowerCase(),
          secret: settings.webhookSecret,
          toleranceSeconds: SIGNATURE_TOLERANCE_SECONDS,
        });
      } catch (error) {
        if (error instanceof InvalidWebhookSignatureError) throw new BillingEventRejected('signature');
        throw error;
      }

      const base: BillingEvent = {
        id: `mp-${body.id}`,
        type: body.action ? `${body.type}.${body.action}` : body.type,
        action: 'ignore',
        subscriptionId: null,
        customerId: null,
        userId: null,
        checkoutSessionId: null,
        paymentId: null,
      };
      switch (body.type) {
        case 'subscription_preapproval':
          return { ...base, action: 'sync', subscriptionId: body.data.id };
        case 'payment':
          return { ...base, action: 'payment', paymentId: body.data.id };
        default:
          return base;
      }
    },
  };
}
