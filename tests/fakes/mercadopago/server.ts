/**
 * A local stand-in for the part of Mercado Pago's API the app calls, reached by the real
 * `mercadopago` SDK through MERCADOPAGO_API_BASE: preapprovals (create, get, search, update) and
 * checkout preferences (payment links; create) and payments (get, search). Errors come back in Mercado Pago's shape, so the SDK raises its own error types.
 *
 * It also plays the hosted page: GET /subscriptions/checkout?preapproval_id=... shows the plan and
 * a "Pagar" button whose POST authorises the subscription, charges the first month, sends the
 * signed notifications to the app (the back_url's origin) and sends the browser back;
 * GET /checkout/v1/redirect?pref_id=... does the same for a payment link ("Pagar con Yape").
 *
 * In process, tests drive it directly: `approve`, `renew`, `reject`, `pause` change a preapproval
 * as Mercado Pago would and answer the notifications it would send; `deliver` signs and POSTs one
 * (`sign` alone for forged or stale ones); `fail('500')` makes the API misbehave until `recover()`.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_MERCADOPAGO_TOKEN = 'TEST-fake-vitrina-0000';
export const FAKE_MERCADOPAGO_WEBHOOK_SECRET = 'mp_fake_vitrina_secret_0123456789';

const DAY_MS = 24 * 60 * 60 * 1000;

export type FakePreapproval = {
  id: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  reason: string;
  external_reference: string;
  back_url: string;
  init_point: string;
  date_created: string;
  next_payment_date: string | null;
  /** `start_date`: the first charge; later than the authorisation for a card replacing another's. */
  auto_recurring: { frequency: number; frequency_type: string; transaction_amount: number; currency_id: string; start_date?: string };
  /** The card the payer authorised on the checkout page. */
  card_id: string | null;
  summarized: { semaphore: 'green' | 'yellow' | 'red' | null; charged_quantity: number };
};

export type FakePreference = {
  id: string;
  init_point: string;
  external_reference: string;
  items: { id?: string; title: string; quantity: number; unit_price: number; currency_id: string }[];
  back_urls: { success?: string; failure?: string; pending?: string };
  metadata: Record<string, unknown>;
  expires: boolean;
  date_of_expiration: string | null;
};

export type FakePayment = {
  id: number;
  status: 'approved' | 'rejected' | 'refunded';
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  description: string;
  external_reference: string;
  date_created: string;
  date_approved: string | null;
  /** Recurring charges name their preapproval; one-time payments carry the preference's metadata. */
  metadata: Record<string, unknown>;
};

/** A notification as Mercado Pago sends it: the JSON body, and data.id and type in the query. */
export type FakeNotification = { id: number; type: string; action: string; dataId: string };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': randomUUID() });
  res.end(JSON.stringify(body));
}

const mpError = (status: number, error: string, message: string) => ({ status, body: { status, error, message, cause: [] } });
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sendHtml(res: ServerResponse, title: string, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`);
}

export type FakeMercadoPago = Awaited<ReturnType<typeof startFakeMercadoPago>>;

/** `port` 0 (tests) picks a free one; development passes a fixed one to put in .env. */
export async function startFakeMercadoPago(port = 0) {
  const preapprovals = new Map<string, FakePreapproval>();
  const preferences = new Map<string, FakePreference>();
  const payments = new Map<number, FakePayment>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const deliveries: { notificationId: number; type: string; status: number }[] = [];
  let failing = false;
  let nextNotification = 9_000_000_000;
  let nextPayment = 1_000_000_000;
  let baseUrl = '';

  const notify = (type: string, action: string, dataId: string | number): FakeNotification => ({
    id: nextNotification++,
    type,
    action,
    dataId: String(dataId),
  });

  const mustGet = (id: string) => {
    const preapproval = preapprovals.get(id);
    if (!preapproval) throw new Error(`fake mercadopago: no preapproval ${id}`);
    return preapproval;
  };

  /** One monthly charge for a preapproval, as Mercado Pago records it. */
  const charge = (preapproval: FakePreapproval, status: FakePayment['status']) => {
    const now = new Date().toISOString();
    const payment: FakePayment = {
      id: nextPayment++,
      status,
      status_detail: status === 'approved' ? 'accredited' : 'cc_rejected_insufficient_amount',
      transaction_amount: preapproval.auto_recurring.transaction_amount,
      currency_id: preapproval.auto_recurring.currency_id,
      description: preapproval.reason,
      external_reference: preapproval.external_reference,
      date_created: now,
      date_approved: status === 'approved' ? now : null,
      metadata: { preapproval_id: preapproval.id },
    };
    payments.set(payment.id, payment);
    return payment;
  };

  const advance = (preapproval: FakePreapproval) => {
    const from = preapproval.next_payment_date ? new Date(preapproval.next_payment_date).getTime() : Date.now();
    preapproval.next_payment_date = new Date(Math.max(from, Date.now()) + 30 * DAY_MS).toISOString();
  };

  /**
   * What Mercado Pago sends about one monthly charge: several notifications, each with its own id,
   * naming the same payment (it was created, then updated as the charge settled), so a handler
   * must key what it does once on the payment, not on the notification.
   */
  const chargeNotifications = (payment: FakePayment) => [notify('payment', 'payment.created', payment.id), notify('payment', 'payment.updated', payment.id)];

  /**
   * The customer authorises the subscription on the checkout page with a card; the first month
   * is charged now, or nothing is until a `start_date` still to come (a card replacing another).
   */
  const approve = (id: string) => {
    const preapproval = mustGet(id);
    if (preapproval.status !== 'pending') throw new Error(`fake mercadopago: preapproval ${id} is ${preapproval.status}`);
    preapproval.status = 'authorized';
    preapproval.card_id = randomBytes(6).toString('hex');
    const startsLater = preapproval.auto_recurring.start_date && new Date(preapproval.auto_recurring.start_date).getTime() > Date.now();
    if (startsLater) {
      preapproval.summarized = { semaphore: 'green', charged_quantity: 0 };
      preapproval.next_payment_date = preapproval.auto_recurring.start_date!;
      return { payment: null, notifications: [notify('subscription_preapproval', 'updated', id)] };
    }
    preapproval.summarized = { semaphore: 'green', charged_quantity: 1 };
    advance(preapproval);
    const payment = charge(preapproval, 'approved');
    return { payment, notifications: [notify('subscription_preapproval', 'updated', id), ...chargeNotifications(payment)] };
  };

  /** The customer pays a payment link (Yape or any one-time method) on the hosted page. */
  const payPreference = (id: string, status: FakePayment['status'] = 'approved') => {
    const preference = preferences.get(id);
    if (!preference) throw new Error(`fake mercadopago: no preference ${id}`);
    const [item] = preference.items;
    const now = new Date().toISOString();
    const payment: FakePayment = {
      id: nextPayment++,
      status,
      status_detail: status === 'approved' ? 'accredited' : 'rejected_by_bank',
      transaction_amount: item?.unit_price ?? 0,
      currency_id: item?.currency_id ?? 'PEN',
      description: item?.title ?? '',
      external_reference: preference.external_reference,
      date_created: now,
      date_approved: status === 'approved' ? now : null,
      metadata: preference.metadata,
    };
    payments.set(payment.id, payment);
    return { payment, notification: notify('payment', 'payment.created', payment.id) };
  };

  /** The next month is charged successfully. */
  const renew = (id: string) => {
    const preapproval = mustGet(id);
    advance(preapproval);
    preapproval.summarized = { semaphore: 'green', charged_quantity: preapproval.summarized.charged_quantity + 1 };
    const payment = charge(preapproval, 'approved');
    return { payment, notifications: chargeNotifications(payment) };
  };

  /** A charge is rejected: the subscription stays authorised, its charges overdue (semaphore red). */
  const reject = (id: string) => {
    const preapproval = mustGet(id);
    preapproval.summarized = { ...preapproval.summarized, semaphore: 'red' };
    const payment = charge(preapproval, 'rejected');
    return { payment, notifications: chargeNotifications(payment) };
  };

  const setStatus = (id: string, status: FakePreapproval['status'], options: { nextPaymentDate?: Date | null } = {}) => {
    const preapproval = mustGet(id);
    preapproval.status = status;
    if (options.nextPaymentDate !== undefined) preapproval.next_payment_date = options.nextPaymentDate?.toISOString() ?? null;
    return notify('subscription_preapproval', 'updated', id);
  };

  /** The x-signature header Mercado Pago sends: HMAC-SHA256 over "id:{data.id};request-id:{x-request-id};ts:{ts};". */
  const sign = (dataId: string, requestId: string, options: { secret?: string; ts?: number } = {}) => {
    const ts = options.ts ?? Math.floor(Date.now() / 1000);
    const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
    const v1 = createHmac('sha256', options.secret ?? FAKE_MERCADOPAGO_WEBHOOK_SECRET)
      .update(manifest)
      .digest('hex');
    return `ts=${ts},v1=${v1}`;
  };

  /** The request Mercado Pago would POST for a notification: URL, headers and body. */
  const request = (notification: FakeNotification, webhookUrl: string, options: { secret?: string; ts?: number } = {}) => {
    const url = new URL(webhookUrl);
    url.searchParams.set('data.id', notification.dataId);
    url.searchParams.set('type', notification.type);
    const requestId = randomUUID();
    const body = JSON.stringify({
      id: notification.id,
      live_mode: false,
      type: notification.type,
      action: notification.action,
      date_created: new Date().toISOString(),
      api_version: 'v1',
      data: { id: notification.dataId },
    });
    const headers = { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': sign(notification.dataId, requestId, options) };
    return { url: url.toString(), headers, body };
  };

  /** Signs and POSTs a notification to the app's webhook, as Mercado Pago does. */
  const deliver = async (notification: FakeNotification, webhookUrl: string) => {
    const { url, headers, body } = request(notification, webhookUrl);
    const response = await fetch(url, { method: 'POST', headers, body });
    deliveries.push({ notificationId: notification.id, type: notification.type, status: response.status });
    return response;
  };

  function handleApi(method: string, url: URL, body: Record<string, unknown>) {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'preapproval') {
      if (method === 'POST' && parts.length === 1) {
        const recurring = body.auto_recurring as FakePreapproval['auto_recurring'] | undefined;
        if (!recurring || typeof recurring.transaction_amount !== 'number' || recurring.transaction_amount <= 0) {
          return mpError(400, 'bad_request', 'auto_recurring.transaction_amount is required');
        }
        if (recurring.currency_id !== 'PEN') return mpError(400, 'bad_request', 'currency_id must be PEN for this site');
        if (typeof body.back_url !== 'string' || !body.back_url.startsWith('http')) return mpError(400, 'bad_request', 'back_url is required');
        const id = randomBytes(16).toString('hex');
        const preapproval: FakePreapproval = {
          id,
          status: 'pending',
          reason: String(body.reason ?? ''),
          external_reference: String(body.external_reference ?? ''),
          back_url: body.back_url,
          init_point: `${baseUrl}/subscriptions/checkout?preapproval_id=${id}`,
          date_created: new Date(Date.now() + preapprovals.size).toISOString(),
          next_payment_date: null,
          auto_recurring: recurring,
          card_id: null,
          summarized: { semaphore: null, charged_quantity: 0 },
        };
        preapprovals.set(id, preapproval);
        return { status: 201, body: preapproval };
      }
      if (method === 'GET' && parts[1] === 'search') {
        const reference = url.searchParams.get('external_reference');
        const limit = Number(url.searchParams.get('limit') ?? 30);
        const results = [...preapprovals.values()]
          .filter((p) => !reference || p.external_reference === reference)
          .sort((a, b) => b.date_created.localeCompare(a.date_created));
        return { status: 200, body: { paging: { offset: 0, limit, total: results.length }, results: results.slice(0, limit) } };
      }
      const preapproval = parts[1] ? preapprovals.get(parts[1]) : undefined;
      if (!preapproval) return mpError(404, 'not_found', 'The preapproval was not found');
      if (method === 'GET') return { status: 200, body: preapproval };
      if (method === 'PUT') {
        const status = body.status;
        if (status !== undefined && status !== 'cancelled' && status !== 'paused' && status !== 'authorized') {
          return mpError(400, 'bad_request', `invalid status ${String(status)}`);
        }
        if (preapproval.status === 'cancelled' && status) return mpError(400, 'bad_request', 'a cancelled preapproval cannot change');
        if (status) preapproval.status = status;
        // A plan change: the reason and the amount of the charges still to come.
        if (typeof body.reason === 'string') preapproval.reason = body.reason;
        const recurring = body.auto_recurring as { transaction_amount?: unknown; currency_id?: unknown } | undefined;
        if (recurring?.transaction_amount !== undefined) {
          if (typeof recurring.transaction_amount !== 'number' || recurring.transaction_amount <= 0 || recurring.currency_id !== 'PEN') {
            return mpError(400, 'bad_request', 'auto_recurring needs a positive transaction_amount in PEN');
          }
          if (preapproval.status === 'cancelled') return mpError(400, 'bad_request', 'a cancelled preapproval cannot change');
          preapproval.auto_recurring.transaction_amount = recurring.transaction_amount;
        }
        return { status: 200, body: preapproval };
      }
    }
    if (parts[0] === 'checkout' && parts[1] === 'preferences' && parts.length === 2 && method === 'POST') {
      const items = body.items as FakePreference['items'] | undefined;
      if (!items?.length || items.some((item) => typeof item.unit_price !== 'number' || item.unit_price <= 0 || item.currency_id !== 'PEN')) {
        return mpError(400, 'bad_request', 'items need a positive unit_price in PEN');
      }
      const id = `pref-${randomBytes(8).toString('hex')}`;
      const preference: FakePreference = {
        id,
        init_point: `${baseUrl}/checkout/v1/redirect?pref_id=${id}`,
        external_reference: String(body.external_reference ?? ''),
        items,
        back_urls: (body.back_urls as FakePreference['back_urls'] | undefined) ?? {},
        metadata: (body.metadata as Record<string, unknown> | undefined) ?? {},
        expires: body.expires === true,
        date_of_expiration: typeof body.date_of_expiration === 'string' ? body.date_of_expiration : null,
      };
      preferences.set(id, preference);
      return { status: 201, body: preference };
    }
    if (parts[0] === 'v1' && parts[1] === 'payments' && parts[2] === 'search' && method === 'GET') {
      const reference = url.searchParams.get('external_reference');
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const results = [...payments.values()].filter((p) => !reference || p.external_reference === reference).sort((a, b) => b.id - a.id);
      return { status: 200, body: { paging: { offset: 0, limit, total: results.length }, results: results.slice(0, limit) } };
    }
    if (parts[0] === 'v1' && parts[1] === 'payments' && parts[2] && method === 'GET') {
      const payment = payments.get(Number(parts[2]));
      return payment ? { status: 200, body: payment } : mpError(404, 'not_found', 'Payment not found');
    }
    return mpError(404, 'not_found', `Unrecognized request (${method} ${url.pathname})`);
  }

  async function handlePaymentLink(req: IncomingMessage, res: ServerResponse, url: URL) {
    const preference = preferences.get(url.searchParams.get('pref_id') ?? '');
    if (!preference) {
      res.writeHead(404).end('not found');
      return;
    }
    const [item] = preference.items;
    if (req.method === 'GET' && url.pathname === '/checkout/v1/redirect') {
      return sendHtml(
        res,
        'Mercado Pago (simulado)',
        `<h1>${escapeHtml(item?.title ?? '')}</h1><p>S/ ${(item?.unit_price ?? 0).toFixed(2)}</p>` +
          `<form method="post" action="/checkout/v1/pay?pref_id=${escapeHtml(preference.id)}"><button type="submit">Pagar con Yape</button></form>`,
      );
    }
    if (req.method === 'POST' && url.pathname === '/checkout/v1/pay') {
      const back = preference.back_urls.success ?? '/';
      const { notification } = payPreference(preference.id);
      await deliver(notification, new URL('/api/mercadopago/webhook', back).toString());
      res.writeHead(303, { location: back }).end();
      return;
    }
    res.writeHead(405).end();
  }

  async function handleBrowser(req: IncomingMessage, res: ServerResponse, url: URL) {
    const preapproval = url.pathname.startsWith('/subscriptions/checkout') ? preapprovals.get(url.searchParams.get('preapproval_id') ?? '') : undefined;
    if (!preapproval) {
      res.writeHead(404).end('not found');
      return;
    }
    if (req.method === 'GET' && url.pathname === '/subscriptions/checkout') {
      const amount = preapproval.auto_recurring.transaction_amount.toFixed(2);
      return sendHtml(
        res,
        'Mercado Pago (simulado)',
        `<h1>${escapeHtml(preapproval.reason)}</h1><p>S/ ${amount} al mes</p>` +
          (preapproval.status === 'pending'
            ? `<form method="post" action="/subscriptions/checkout/pay?preapproval_id=${escapeHtml(preapproval.id)}"><button type="submit">Pagar</button></form>`
            : '<p>Suscripción autorizada.</p>'),
      );
    }
    if (req.method === 'POST' && url.pathname === '/subscriptions/checkout/pay') {
      if (preapproval.status === 'pending') {
        const { notifications } = approve(preapproval.id);
        const webhookUrl = new URL('/api/mercadopago/webhook', preapproval.back_url).toString();
        for (const notification of notifications) await deliver(notification, webhookUrl);
      }
      res.writeHead(303, { location: preapproval.back_url }).end();
      return;
    }
    res.writeHead(405).end();
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/subscriptions/')) return handleBrowser(req, res, url);
    if (url.pathname.startsWith('/checkout/v1/')) return handlePaymentLink(req, res, url);
    if (req.headers.authorization !== `Bearer ${FAKE_MERCADOPAGO_TOKEN}`) {
      return sendJson(res, 401, { status: 401, error: 'unauthorized', message: 'invalid access token' });
    }
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return sendJson(res, 400, { status: 400, error: 'bad_request', message: 'invalid JSON' });
    }
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    if (failing) return sendJson(res, 500, { status: 500, error: 'internal_error', message: 'internal error' });
    const result = handleApi(req.method ?? 'GET', url, body);
    sendJson(res, result.status, result.body);
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    env: {
      MERCADOPAGO_ACCESS_TOKEN: FAKE_MERCADOPAGO_TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: FAKE_MERCADOPAGO_WEBHOOK_SECRET,
      MERCADOPAGO_API_BASE: baseUrl,
    } satisfies Record<string, string>,
    preapprovals,
    preferences,
    payments,
    requests,
    deliveries,
    approve,
    renew,
    reject,
    payPreference,
    setStatus,
    sign,
    request,
    deliver,
    /** Every API call answers 500 until `recover()`. */
    fail: () => {
      failing = true;
    },
    recover: () => {
      failing = false;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
