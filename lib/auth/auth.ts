import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins';
import * as schema from '@/db/schema';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip';
import { logger } from '@/lib/logger';
import { rememberResetAddress } from './account-limits';
import { afterAuthRequest, beforeAuthRequest } from './hooks';
import { sendPasswordResetEmail } from './emails';

export const PASSWORD_MIN_LENGTH = 8;

function createAuth() {
  const config = getConfig();
  return betterAuth({
    appName: 'Vitrina',
    baseURL: config.appUrl,
    secret: config.auth.secret,
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await sendPasswordResetEmail(user.email, user.name, url);
      },
      onPasswordReset: ({ user }, request) => rememberResetAddress(user.id, request),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      // On in every environment: the limits are part of the behaviour we test.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 3 },
        '/reset-password': { window: 300, max: 5 },
        '/two-factor/verify-totp': { window: 60, max: 5 },
      },
    },
    // Per-account limits, profile rules and sign-up consents (lib/auth/hooks.ts).
    hooks: { before: beforeAuthRequest, after: afterAuthRequest },
    advanced: {
      // lib/auth/handler.ts overwrites this header with the address the trusted proxies report.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.isProduction && config.appUrl.startsWith('https://'),
    },
    // Better Auth's own messages join the structured log instead of the console.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args }, `[auth] ${message}`),
    },
    plugins: [
      // Its own lock-out refuses the right code from anywhere after 10 wrong ones: whoever knows the
      // password could keep the owner out. lib/auth/account-limits.ts slows guessing instead (decision 0019).
      twoFactor({ issuer: 'Vitrina', accountLockout: { enabled: false } }),
      nextCookies(),
    ],
  });
}

type Auth = ReturnType<typeof createAuth>;
const globalForAuth = globalThis as unknown as { vitrinaAuth?: Auth };

/** The Better Auth instance, built on first use so that importing this never opens the database. */
export function getAuth(): Auth {
  globalForAuth.vitrinaAuth ??= createAuth();
  return globalForAuth.vitrinaAuth;
}
