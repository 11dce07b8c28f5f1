import { getDomain } from 'tldts';
// Relative, not '@/': next.config.ts loads this module (build-values.ts) without the path alias.
import { PAID_PLAN_KEYS, type PaidPlanKey } from '../../content/plans';
import { envSchema } from './schema';

const DEV_SECRET = 'vitrina-development-secret-not-for-production-use';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type MailTransport = { kind: 'smtp'; url: string } | { kind: 'disk' };

/**
 * SMTP when SMTP_URL is set; otherwise e-mail is written to MAIL_DIR, which production accepts
 * only when MAIL_TRANSPORT=disk says so: mail left in a folder nobody reads would be logged as
 * sent and never arrive.
 */
function resolveMailTransport(choice: 'smtp' | 'disk' | undefined, smtpUrl: string | undefined, serving: boolean): MailTransport {
  if (choice === 'disk') return { kind: 'disk' };
  if (smtpUrl) return { kind: 'smtp', url: smtpUrl };
  if (choice === 'smtp' || serving) {
    throw new ConfigError(
      `Invalid environment configuration:\n  SMTP_URL: required ${choice === 'smtp' ? 'with MAIL_TRANSPORT=smtp' : 'in production'} (or set MAIL_TRANSPORT=disk to keep e-mail in MAIL_DIR on purpose)`,
    );
  }
  return { kind: 'disk' };
}

/**
 * The environment variable holding Stripe's price id of `plan` at launch-price step `step`:
 * STRIPE_PRICE_BASIC / _GROWTH for the first step (as before the ladder), then
 * STRIPE_PRICE_BASIC_STEP_1, STRIPE_PRICE_GROWTH_STEP_1...
 */
export function stripePriceVariable(plan: PaidPlanKey, step: number): string {
  return `STRIPE_PRICE_${plan.toUpperCase()}${step === 0 ? '' : `_STEP_${step}`}`;
}

/**
 * Stripe's price id per plan and launch step (index = step). Configured steps must run from 0
 * without a gap and name both plans: a half-configured ladder refuses to start, naming what is
 * missing. Steps beyond the last configured one are refused at checkout (never charged wrong).
 */
function stripeLadderPrices(env: Record<string, string | undefined>, first: Record<PaidPlanKey, string>): Record<PaidPlanKey, string[]> {
  const steps = Object.keys(env)
    .map((name) => /^STRIPE_PRICE_(?:BASIC|GROWTH)_STEP_([1-9]\d{0,2})$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null && Boolean(env[match[0]]))
    .map((match) => Number(match[1]));
  const last = Math.max(0, ...steps);
  const prices: Record<PaidPlanKey, string[]> = { basic: [first.basic], growth: [first.growth] };
  const missing: string[] = [];
  for (let step = 1; step <= last; step += 1) {
    for (const plan of PAID_PLAN_KEYS) {
      const value = env[stripePriceVariable(plan, step)];
      if (value) prices[plan].push(value);
      else missing.push(stripePriceVariable(plan, step));
    }
  }
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: required, since a later launch-price step is configured`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return prices;
}

/**
 * `localhost`, its subdomains and loopback addresses: hosts a browser reaches only on the machine
 * the server runs on.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** Turns the raw environment into the typed configuration the rest of the code reads. */
export function loadConfig(env: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // `next build` evaluates modules without serving anyone; the secret is needed only to serve.
  const isBuild = e.NEXT_PHASE === 'phase-production-build';
  if (isProduction && !isBuild && !e.BETTER_AUTH_SECRET) {
    throw new ConfigError('Invalid environment configuration:\n  BETTER_AUTH_SECRET: required in production (at least 32 characters)');
  }
  const mailTransport = resolveMailTransport(e.MAIL_TRANSPORT, e.SMTP_URL, isProduction && !isBuild);
  if (isProduction && !isBuild && !e.APP_URL && !e.BETTER_AUTH_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  APP_URL: required in production (the address links in e-mails and pages are written with; without it they would point at http://localhost:3000)',
    );
  }
  const appUrl = (e.APP_URL ?? e.BETTER_AUTH_URL ?? 'http://localhost:3000').replace(/\/$/, '');

  const sitesDomain = e.SITES_DOMAIN;
  // Without a sites domain a customer's site is given http://{label}.localhost, which only a
  // browser on this machine reaches, and custom domains have no name to point at: a production
  // server others reach would hand out addresses that lead nowhere. A build needs it as well, since
  // the host rewrites are written then (decision 0010). Only a loopback APP_URL (a local production
  // run, the end-to-end server) may do without.
  if (isProduction && !sitesDomain && !isLoopbackHost(new URL(appUrl).hostname)) {
    throw new ConfigError(
      `Invalid environment configuration:\n  SITES_DOMAIN: required in production with a public APP_URL (customers' sites live at {label}.SITES_DOMAIN and their own domains point there; without it they would get {label}.localhost addresses)`,
    );
  }
  if (sitesDomain) {
    const appHost = new URL(appUrl).hostname;
    // Customer sites must not share a registrable domain with the app: a page on the sites domain
    // could then read or set cookies the app trusts (issue 13). Registrable as browsers see it, by
    // the public suffix list, private suffixes included: sitios.vitrina.com.pe shares vitrina.com.pe
    // with app.vitrina.com.pe, while two names under github.io do not share anything.
    const registrable = (host: string) => getDomain(host, { allowPrivateDomains: true });
    const sitesSite = registrable(sitesDomain);
    if (!sitesSite) {
      throw new ConfigError(
        `Invalid environment configuration:\n  SITES_DOMAIN: ${sitesDomain} is a public suffix; it must be a domain that can be registered, such as vitrina.site`,
      );
    }
    // An app on localhost or an address has no registrable domain: then only its own name counts.
    if (sitesSite === registrable(appHost) || appHost === sitesDomain || appHost.endsWith(`.${sitesDomain}`) || sitesDomain.endsWith(`.${appHost}`)) {
      throw new ConfigError(
        `Invalid environment configuration:\n  SITES_DOMAIN: must be a domain of its own; ${sitesDomain} shares a registrable domain with the app's ${appHost} (customer sites must not share the app's cookies)`,
      );
    }
  }

  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_PRICE_BASIC && e.STRIPE_PRICE_GROWTH
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
          // A customer waits on each call; Stripe answers in well under a second.
          timeoutMs: e.STRIPE_TIMEOUT_MS ?? 5_000,
          prices: stripeLadderPrices(env, { basic: e.STRIPE_PRICE_BASIC, growth: e.STRIPE_PRICE_GROWTH }),
          products: { basic: e.STRIPE_PRODUCT_BASIC, growth: e.STRIPE_PRODUCT_GROWTH },
        }
      : undefined;

  const paymentProvider = e.PAYMENT_PROVIDER ?? (stripe ? 'stripe' : null);
  const missing = (names: [string, unknown][]) => names.filter(([, value]) => !value).map(([name]) => name);
  const required =
    paymentProvider === 'mercadopago'
      ? missing([
          ['MERCADOPAGO_ACCESS_TOKEN', e.MERCADOPAGO_ACCESS_TOKEN],
          ['MERCADOPAGO_WEBHOOK_SECRET', e.MERCADOPAGO_WEBHOOK_SECRET],
        ])
      : paymentProvider === 'stripe'
        ? missing([
            ['STRIPE_SECRET_KEY', e.STRIPE_SECRET_KEY],
            ['STRIPE_PRICE_BASIC', e.STRIPE_PRICE_BASIC],
            ['STRIPE_PRICE_GROWTH', e.STRIPE_PRICE_GROWTH],
          ])
        : [];
  if (required.length > 0) {
    const lines = required.map((name) => `  ${name}: required when PAYMENT_PROVIDER=${paymentProvider}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const mercadopago =
    paymentProvider === 'mercadopago' && e.MERCADOPAGO_ACCESS_TOKEN && e.MERCADOPAGO_WEBHOOK_SECRET
      ? {
          accessToken: e.MERCADOPAGO_ACCESS_TOKEN,
          webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET,
          apiBase: (e.MERCADOPAGO_API_BASE ?? 'https://api.mercadopago.com').replace(/\/$/, ''),
          // A customer waits on each call, as with Stripe.
          timeoutMs: 5_000,
        }
      : undefined;
  const receiptsOff = e.RECEIPTS === 'off';
  const receipts =
    !receiptsOff && e.RECEIPTS_API_URL && e.RECEIPTS_API_TOKEN
      ? {
          apiUrl: e.RECEIPTS_API_URL,
          token: e.RECEIPTS_API_TOKEN,
          // Called after the customer's payment, never while a customer waits on a page.
          timeoutMs: e.RECEIPTS_TIMEOUT_MS ?? 15_000,
        }
      : undefined;
  // No sale in Peru is lawful without an electronic receipt: a live payment provider needs the
  // receipt API, unless the operator says explicitly that receipts are issued some other way.
  if (isProduction && !isBuild && paymentProvider && !receipts && !receiptsOff) {
    throw new ConfigError(
      'Invalid environment configuration:\n  RECEIPTS_API_URL, RECEIPTS_API_TOKEN: required in production when a payment provider is configured (or set RECEIPTS=off)',
    );
  }

  // Half a configuration is a typo, not a choice: say which half is missing rather than hide the feature.
  if (Boolean(e.EMAIL_FORWARDING_API_URL) !== Boolean(e.EMAIL_FORWARDING_API_TOKEN)) {
    const missing = e.EMAIL_FORWARDING_API_URL ? 'EMAIL_FORWARDING_API_TOKEN' : 'EMAIL_FORWARDING_API_URL';
    throw new ConfigError(`Invalid environment configuration:\n  ${missing}: required with the other EMAIL_FORWARDING_API_* variable`);
  }
  const emailForwarding =
    e.EMAIL_FORWARDING_API_URL && e.EMAIL_FORWARDING_API_TOKEN
      ? {
          apiUrl: e.EMAIL_FORWARDING_API_URL.replace(/\/$/, ''),
          token: e.EMAIL_FORWARDING_API_TOKEN,
          // A customer waits on each call from the dashboard.
          timeoutMs: 8_000,
        }
      : undefined;

  const s3 =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined;

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    isBuild,
    appUrl,
    database: e.DATABASE_URL ? ({ kind: 'postgres', url: e.DATABASE_URL } as const) : ({ kind: 'pglite', dataDir: e.PGLITE_DATA_DIR ?? '.data/pg' } as const),
    auth: {
      secret: e.BETTER_AUTH_SECRET ?? DEV_SECRET,
      // Each trusted proxy in front of the app appends one address to X-Forwarded-For;
      // the client's own address is that many entries from the right.
      trustedProxyCount: e.TRUSTED_PROXY_COUNT ?? 0,
      adminRequire2fa: e.ADMIN_REQUIRE_2FA ?? false,
    },
    seedAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    /** The provider that takes payments, or null when payments are off. */
    paymentProvider,
    stripe: paymentProvider === 'stripe' ? stripe : undefined,
    mercadopago,
    /** The OSE/PSE receipt API (Nubefact's JSON shape); undefined: no receipts are issued. */
    receipts,
    /** RECEIPTS=off: receipts are issued outside the product on purpose, not just unconfigured. */
    receiptsIssuedElsewhere: receiptsOff,
    /** The e-mail forwarding provider ('Correo profesional'); undefined: the feature is not offered. */
    emailForwarding,
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseURL: e.OPENAI_BASE_URL,
          model: e.OPENAI_MODEL ?? 'gpt-4o-mini',
          // A whole article can take a while on slower models; each call waits at most this long.
          timeoutMs: e.OPENAI_TIMEOUT_MS ?? 60_000,
          // Logo options: an image model takes far longer than a text answer, and runs in the background.
          imageModel: e.OPENAI_IMAGE_MODEL ?? 'gpt-image-1',
          imageTimeoutMs: e.OPENAI_IMAGE_TIMEOUT_MS ?? 180_000,
        }
      : undefined,
    /** Customer sites: `{label}.{domain}` over HTTPS, or `{label}.localhost` on the app's port without it. */
    sites: { domain: sitesDomain ?? null, dnsServers: e.SITES_DNS_SERVERS ? e.SITES_DNS_SERVERS.split(',') : null },
    storage: s3 ? ({ kind: 's3', ...s3 } as const) : ({ kind: 'local', dir: e.UPLOADS_DIR ?? '.data/uploads' } as const),
    mail: {
      transport: mailTransport,
      from: e.MAIL_FROM ?? 'Vitrina <no-reply@vitrina.pe>',
      dir: e.MAIL_DIR ?? '.data/mail',
    },
    cronSecret: e.CRON_SECRET,
    /** Bearer token for /api/metrics; undefined: the endpoint does not exist (404). */
    metricsToken: e.METRICS_TOKEN,
    autoPublish: {
      scheduler: e.AUTO_PUBLISH_SCHEDULER ?? (e.VERCEL ? 'vercel' : 'internal'),
      mode: e.AUTO_PUBLISH_MODE ?? 'publish',
    },
    // Its own switch: turning the weekly articles off must not stop trial expiry and reminders.
    dailyJobs: { scheduler: e.DAILY_JOBS_SCHEDULER ?? (e.VERCEL ? 'vercel' : 'internal') },
    contactEmail: e.CONTACT_EMAIL ?? 'hola@vitrina.pe',
    whatsappNumber: e.WHATSAPP_NUMBER,
    socialProofDemo: (e.SOCIAL_PROOF_DEMO ?? false) && !isProduction,
    company: {
      legalName: e.COMPANY_LEGAL_NAME ?? 'Vitrina Digital S.A.C.',
      ruc: e.COMPANY_RUC ?? '20000000001',
      address: e.COMPANY_ADDRESS ?? 'Av. José Larco 101, Miraflores, Lima, Perú',
    },
    complaintDeadlineBusinessDays: e.COMPLAINT_DEADLINE_BUSINESS_DAYS ?? 15,
    /** Where Next keeps pages and data: Redis shared by every instance, or this instance's own files (cache-handler.mjs). */
    pageCache: e.REDIS_URL ? ({ kind: 'redis', url: e.REDIS_URL } as const) : ({ kind: 'local' } as const),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;
