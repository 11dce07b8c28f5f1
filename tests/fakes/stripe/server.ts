/**
 * A local stand-in for the part of Stripe's API the app calls, reached by the real `stripe` SDK
 * through STRIPE_API_BASE: customers, checkout sessions, billing portal sessions, subscriptions
 * (retrieve, list, update, cancel). Idempotency keys are honoured like Stripe's.
 *
 * It also plays the hosted pages: GET /checkout/:id shows a "Pagar" button whose POST completes
 * the checkout, delivers the signed webhooks to the app (the success URL's origin) and sends the
 * browser back to the success URL; GET /portal/:id is a placeholder portal.
 *
 * In process, tests drive it directly: `completeCheckout`, `updateSubscription`, `failPayment`
 * build the events Stripe would send, `deliver`/`sign` sign them with the webhook secret, and
 * `fail('500' | 'hang')` makes the API misbehave until `recover()`. `vitest.ts` wires it into a
 * test file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { field, parseStripeForm, record } from './form';
import {
  FAKE_PRICES,
  buildEvent,
  buildInvoice,
  buildSubscription,
  isFakePrice,
  newId,
  nowSeconds,
  type StripeCheckoutSession,
  type StripeCustomer,
  type StripeEvent,
  type StripeInvoice,
  type StripeSubscription,
} from './objects';

export const FAKE_STRIPE_KEY = 'sk_test_fake_vitrina';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_vitrina_0123456789';

export type FakeStripeFailure = '500' | 'hang';
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
  res.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, extra: Record<string, string> = {}) => ({ error: { type, message, ...extra } });
const notFound = (what: string, id: string) => stripeError('invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing' });

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sendHtml(res: ServerResponse, title: string, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`);
}

export async function startFakeStripe() {
  const customers = new Map<string, StripeCustomer>();
  const sessions = new Map<string, StripeCheckoutSession>();
  const subscriptions = new Map<string, StripeSubscription>();
  /** Plan changes asked of a subscription, with the proration asked for. */
  const planChanges: { subscriptionId: string; price: string; proration: string | null }[] = [];
  const invoices = new Map<string, StripeInvoice>();
  /** Keeps the invoice so GET /v1/invoices/:id answers it, as Stripe does. */
  const invoiceFor = (subscription: StripeSubscription, status: 'paid' | 'open') => {
    const invoice = buildInvoice(subscription, status);
    invoices.set(invoice.id, invoice);
    return invoice;
  };
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const hanging = new Set<ServerResponse>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const deliveries: { eventId: string; type: string; status: number }[] = [];
  let failure: { mode: FakeStripeFailure; remaining: number; pathPrefix: string } | null = null;
  let baseUrl = '';

  const publicSession = ({ fake: _fake, ...session }: StripeCheckoutSession) => session;

  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
      timestamp: options.timestamp ?? nowSeconds(),
    });

  /** Pays an open checkout: an active subscription, and the three events Stripe sends for it. */
  const completeCheckout = (sessionId: string, options: { periodDays?: number } = {}) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`fake stripe: checkout session ${sessionId} is ${session.status}`);
    const subscription = buildSubscription({
      customer: session.customer,
      price: session.fake.price,
      metadata: session.fake.subscriptionMetadata,
      periodDays: options.periodDays ?? 30,
    });
    subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    const events = [
      buildEvent('checkout.session.completed', publicSession(session)),
      buildEvent('customer.subscription.created', subscription),
      buildEvent('invoice.paid', invoiceFor(subscription, 'paid')),
    ];
    return { subscription, events };
  };

  const mustGetSubscription = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`fake stripe: no subscription ${id}`);
    return subscription;
  };

  /** Changes a subscription as Stripe would (renewal, portal change...) and answers the matching event. */
  const updateSubscription = (id: string, patch: { status?: string; cancel_at_period_end?: boolean; periodEnd?: number }) => {
    const subscription = mustGetSubscription(id);
    if (patch.status) subscription.status = patch.status;
    if (patch.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = patch.cancel_at_period_end;
    if (patch.periodEnd !== undefined) for (const item of subscription.items.data) item.current_period_end = patch.periodEnd;
    if (patch.status === 'canceled') subscription.canceled_at = nowSeconds();
    return buildEvent(patch.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated', subscription);
  };

  /** A renewal charge failed: the subscription goes past_due, and Stripe sends invoice.payment_failed. */
  const failPayment = (id: string) => {
    const subscription = mustGetSubscription(id);
    subscription.status = 'past_due';
    return buildEvent('invoice.payment_failed', invoiceFor(subscription, 'open'));
  };

  /** A renewal was charged: a new paid invoice for the subscription, and its invoice.paid event. */
  const renew = (id: string) => buildEvent('invoice.paid', invoiceFor(mustGetSubscription(id), 'paid'));

  /** The team refunded a paid invoice in full with a credit note: Stripe sends credit_note.created. */
  const refundInvoice = (invoiceId: string) => {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new Error(`fake stripe: no invoice ${invoiceId}`);
    invoice.post_payment_credit_notes_amount = invoice.amount_paid;
    return buildEvent('credit_note.created', {
      id: newId('cn'),
      object: 'credit_note',
      invoice: invoice.id,
      customer: invoice.customer,
      amount: invoice.amount_paid,
    });
  };

  /** Signs and POSTs an event to a webhook URL, as Stripe does. */
  const deliver = async (event: StripeEvent, webhookUrl: string) => {
    const payload = JSON.stringify(event);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      body: payload,
    });
    deliveries.push({ eventId: event.id, type: event.type, status: response.status });
    return response;
  };

  function handleApi(method: string, path: string, form: ReturnType<typeof parseStripeForm>, query: URLSearchParams) {
    const parts = path.split('/').filter(Boolean); // ['v1', resource, ...]
    const resource = parts.slice(1).join('/');

    if (method === 'POST' && resource === 'customers') {
      const customer: StripeCustomer = {
        id: newId('cus'),
        object: 'customer',
        email: field(form, 'email') ?? null,
        name: field(form, 'name') ?? null,
        metadata: record(form, 'metadata'),
        created: nowSeconds(),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'GET' && parts[1] === 'customers' && parts[2]) {
      const customer = customers.get(parts[2]);
      return customer ? { status: 200, body: customer } : { status: 404, body: notFound('customer', parts[2]) };
    }

    if (method === 'POST' && resource === 'checkout/sessions') {
      const customer = field(form, 'customer');
      const price = field(form, 'line_items', '0', 'price');
      if (!customer || !customers.has(customer)) return { status: 400, body: notFound('customer', customer ?? '') };
      if (!isFakePrice(price)) return { status: 400, body: notFound('price', price ?? '') };
      if (field(form, 'mode') !== 'subscription')
        return { status: 400, body: stripeError('invalid_request_error', 'The fake only supports mode=subscription.') };
      const id = newId('cs_test');
      const session: StripeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        customer,
        client_reference_id: field(form, 'client_reference_id') ?? null,
        metadata: record(form, 'metadata'),
        subscription: null,
        success_url: field(form, 'success_url') ?? '',
        cancel_url: field(form, 'cancel_url') ?? '',
        url: `${baseUrl}/checkout/${id}`,
        created: nowSeconds(),
        fake: { price, subscriptionMetadata: typeof form.subscription_data === 'object' ? record(form.subscription_data, 'metadata') : {} },
      };
      sessions.set(id, session);
      return { status: 200, body: publicSession(session) };
    }
    if (method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = sessions.get(parts[3]);
      return session ? { status: 200, body: publicSession(session) } : { status: 404, body: notFound('checkout.session', parts[3]) };
    }

    if (method === 'POST' && resource === 'billing_portal/sessions') {
      const customer = field(form, 'customer');
      if (!customer || !customers.has(customer)) return { status: 400, body: notFound('customer', customer ?? '') };
      const id = newId('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: field(form, 'return_url') ?? null,
          url: `${baseUrl}/portal/${id}?return=${encodeURIComponent(field(form, 'return_url') ?? '')}`,
        },
      };
    }

    if (method === 'GET' && resource === 'invoices') {
      // A customer's invoices, newest first, as the subscription page lists them.
      const customer = query.get('customer');
      const limit = Number(query.get('limit') ?? 10);
      const all = [...invoices.values()]
        .reverse()
        .filter((i) => !customer || i.customer === customer)
        .sort((a, b) => b.created - a.created);
      return { status: 200, body: { object: 'list', url: '/v1/invoices', has_more: all.length > limit, data: all.slice(0, limit) } };
    }
    if (method === 'GET' && parts[1] === 'invoices' && parts[2]) {
      const invoice = invoices.get(parts[2]);
      return invoice ? { status: 200, body: invoice } : { status: 404, body: notFound('invoice', parts[2]) };
    }

    if (method === 'GET' && resource === 'subscriptions') {
      const customer = query.get('customer');
      const limit = Number(query.get('limit') ?? 10);
      const all = [...subscriptions.values()].filter((s) => !customer || s.customer === customer).sort((a, b) => b.created - a.created);
      return { status: 200, body: { object: 'list', url: '/v1/subscriptions', has_more: all.length > limit, data: all.slice(0, limit) } };
    }
    if (parts[1] === 'subscriptions' && parts[2]) {
      const subscription = subscriptions.get(parts[2]);
      if (!subscription) return { status: 404, body: notFound('subscription', parts[2]) };
      if (method === 'GET') return { status: 200, body: subscription };
      if (method === 'POST') {
        const cancel = field(form, 'cancel_at_period_end');
        if (cancel !== undefined) subscription.cancel_at_period_end = cancel === 'true';
        // A plan change: the named item takes the new price (the period stays; proration is recorded).
        const price = field(form, 'items', '0', 'price');
        if (price !== undefined) {
          const item = subscription.items.data.find((entry) => entry.id === field(form, 'items', '0', 'id'));
          if (!item) return { status: 400, body: stripeError('invalid_request_error', 'No such subscription item.') };
          if (!isFakePrice(price)) return { status: 400, body: stripeError('invalid_request_error', `No such price: '${price}'`) };
          item.price = { ...item.price, id: price, product: FAKE_PRICES[price].product, unit_amount: FAKE_PRICES[price].amount };
          planChanges.push({ subscriptionId: subscription.id, price, proration: field(form, 'proration_behavior') ?? null });
        }
        return { status: 200, body: subscription };
      }
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceled_at: nowSeconds(), cancel_at_period_end: false });
        return { status: 200, body: subscription };
      }
    }
    return { status: 404, body: stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`) };
  }

  async function handleBrowser(req: IncomingMessage, res: ServerResponse, url: URL) {
    const [, page, id, action] = url.pathname.split('/');
    if (page === 'portal') {
      const back = url.searchParams.get('return') ?? '/';
      return sendHtml(res, 'Portal de facturación', `<h1>Portal de facturación (simulado)</h1><a href="${escapeHtml(back)}">Volver</a>`);
    }
    const session = page === 'checkout' && id ? sessions.get(id) : undefined;
    if (!session) {
      res.writeHead(404).end('not found');
      return;
    }
    const price = FAKE_PRICES[session.fake.price];
    if (req.method === 'GET' && !action) {
      return sendHtml(
        res,
        'Pago (simulado)',
        `<h1>${escapeHtml(price.name)}</h1><p>S/ ${(price.amount / 100).toFixed(2)} al mes</p>` +
          (session.status === 'open'
            ? `<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pagar</button></form><a href="${escapeHtml(session.cancel_url)}">Cancelar</a>`
            : '<p>Pago completado.</p>'),
      );
    }
    if (req.method === 'POST' && action === 'pay') {
      if (session.status === 'open') {
        const { events } = completeCheckout(session.id);
        const webhookUrl = new URL('/api/stripe/webhook', session.success_url).toString();
        for (const event of events) await deliver(event, webhookUrl);
      }
      res.writeHead(303, { location: session.success_url }).end();
      return;
    }
    res.writeHead(405).end();
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/v1/')) return handleBrowser(req, res, url);

    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return sendJson(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    }
    const raw = await readBody(req);
    const form = parseStripeForm(raw);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body: form });

    if (failure && failure.remaining > 0 && url.pathname.startsWith(failure.pathPrefix)) {
      failure.remaining -= 1;
      if (failure.mode === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      return sendJson(res, 500, stripeError('api_error', 'Something went wrong on our end.'));
    }

    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' && req.method === 'POST' ? key : undefined;
    const replay = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (replay) return sendJson(res, replay.status, replay.body, { 'idempotent-replayed': 'true' });

    const result = handleApi(req.method ?? 'GET', url.pathname, form, url.searchParams);
    if (idempotencyKey && result.status < 500) idempotent.set(idempotencyKey, result);
    sendJson(res, result.status, result.body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  const recover = () => {
    failure = null;
    for (const res of hanging) res.destroy();
    hanging.clear();
  };

  return {
    url: baseUrl,
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: baseUrl,
      STRIPE_PRICE_BASIC: 'price_fake_basic',
      STRIPE_PRICE_GROWTH: 'price_fake_growth',
      STRIPE_PRICE_BASIC_STEP_1: 'price_fake_basic_step_1',
      STRIPE_PRICE_GROWTH_STEP_1: 'price_fake_growth_step_1',
      STRIPE_PRODUCT_BASIC: FAKE_PRICES.price_fake_basic.product,
      STRIPE_PRODUCT_GROWTH: FAKE_PRICES.price_fake_growth.product,
    } satisfies Record<string, string>,
    customers,
    sessions,
    subscriptions,
    planChanges,
    invoices,
    requests,
    deliveries,
    sign,
    completeCheckout,
    updateSubscription,
    failPayment,
    renew,
    refundInvoice,
    deliver,
    /**
     * API calls fail (500) or never answer ('hang') until `recover()` or `times` calls; with
     * `pathPrefix` (e.g. '/v1/checkout/sessions'), only those calls.
     */
    fail: (mode: FakeStripeFailure, options: { times?: number; pathPrefix?: string } = {}) => {
      failure = { mode, remaining: options.times ?? Number.POSITIVE_INFINITY, pathPrefix: options.pathPrefix ?? '/v1/' };
    },
    recover,
    stop: async () => {
      recover();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
