import { z } from 'zod';

/** Empty strings in `.env` files mean "unset", not "an empty value". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const url = z.url({ protocol: /^https?$/ });
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  PGLITE_DATA_DIR: optional(z.string().min(1)),
  BETTER_AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  BETTER_AUTH_URL: optional(url),
  APP_URL: optional(url),
  TRUSTED_PROXY_COUNT: optional(z.coerce.number().int().min(0).max(5)),
  // Used by npm start's own server (scripts/graceful-shutdown.mjs reads it before Next loads, as
  // plain JavaScript); listed here so the app refuses the same malformed value and it stays documented.
  SHUTDOWN_DRAIN_SECONDS: optional(z.coerce.number().int().min(0).max(999)),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  ADMIN_REQUIRE_2FA: optional(flag),
  STRIPE_SECRET_KEY: optional(z.string().startsWith('sk_', 'must start with sk_')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith('whsec_', 'must start with whsec_')),
  STRIPE_PRICE_BASIC: optional(z.string().min(1)),
  STRIPE_PRICE_GROWTH: optional(z.string().min(1)),
  STRIPE_PRODUCT_BASIC: optional(z.string().min(1)),
  STRIPE_PRODUCT_GROWTH: optional(z.string().min(1)),
  STRIPE_API_BASE: optional(url),
  STRIPE_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(80_000)),
  RECEIPTS_API_URL: optional(url),
  RECEIPTS_API_TOKEN: optional(z.string().min(1)),
  RECEIPTS: optional(z.enum(['on', 'off'])),
  RECEIPTS_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(60_000)),
  PAYMENT_PROVIDER: optional(z.enum(['stripe', 'mercadopago'])),
  MERCADOPAGO_ACCESS_TOKEN: optional(z.string().regex(/^(APP_USR|TEST)-/, 'must be an access token (APP_USR-... or TEST-...)')),
  MERCADOPAGO_WEBHOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  MERCADOPAGO_API_BASE: optional(url),
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: optional(url),
  OPENAI_MODEL: optional(z.string().min(1)),
  OPENAI_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(300_000)),
  OPENAI_IMAGE_MODEL: optional(z.string().min(1)),
  OPENAI_IMAGE_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(600_000)),
  S3_BUCKET: optional(z.string().min(1)),
  S3_ENDPOINT: optional(url),
  S3_REGION: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_PUBLIC_URL: optional(url),
  UPLOADS_DIR: optional(z.string().min(1)),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_TRANSPORT: optional(z.enum(['smtp', 'disk'])),
  MAIL_FROM: optional(z.string().min(3)),
  MAIL_DIR: optional(z.string().min(1)),
  CRON_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  /** The bearer token Prometheus sends to /api/metrics; without it the endpoint answers 404. */
  METRICS_TOKEN: optional(
    z
      .string()
      .min(24, 'must be at least 24 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces'),
  ),
  AUTO_PUBLISH_SCHEDULER: optional(z.enum(['internal', 'vercel', 'off'])),
  DAILY_JOBS_SCHEDULER: optional(z.enum(['internal', 'vercel', 'off'])),
  AUTO_PUBLISH_MODE: optional(z.enum(['publish', 'draft'])),
  CONTACT_EMAIL: optional(z.email()),
  WHATSAPP_NUMBER: optional(z.string().regex(/^\+?\d{8,15}$/, 'must be digits, e.g. 51987654321')),
  SOCIAL_PROOF_DEMO: optional(flag),
  COMPANY_LEGAL_NAME: optional(z.string().min(1)),
  COMPANY_RUC: optional(z.string().regex(/^\d{11}$/, 'must be 11 digits')),
  COMPANY_ADDRESS: optional(z.string().min(1)),
  COMPLAINT_DEADLINE_BUSINESS_DAYS: optional(z.coerce.number().int().min(1).max(60)),
  SITES_DOMAIN: optional(
    z
      .string()
      .toLowerCase()
      .regex(/^(?=.{4,200}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, 'must be a domain such as vitrina.site'),
  ),
  /** DNS servers for checking customers' domains (`host` or `host:port`, comma-separated); the system's by default. */
  SITES_DNS_SERVERS: optional(z.string().regex(/^[\w.:\[\]-]+(,[\w.:\[\]-]+)*$/, 'must be a comma-separated list of host[:port]')),
  /** The e-mail forwarding provider's API (Forward Email's shape) behind 'Correo profesional'; without it the page says it is not available. */
  EMAIL_FORWARDING_API_URL: optional(url),
  EMAIL_FORWARDING_API_TOKEN: optional(z.string().min(1)),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  VERCEL: optional(z.string()),
  NEXT_PHASE: optional(z.string()),
});

export type RawEnv = z.infer<typeof envSchema>;
