import 'server-only';
import { type createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { countInWindow, consumeRateLimit, resetRateLimit, type RateLimitRule } from '@/lib/rate-limit/consume';
import { sendAccountLockedEmail } from './emails';

/**
 * Limits per account, on top of Better Auth's per-address limits: many machines, each under its
 * own address limit, must still not be able to guess one account's password or second factor,
 * nor flood one person with reset e-mails. Counters are rows in PostgreSQL (every instance).
 */
export const ACCOUNT_LIMITS = {
  signIn: { max: 10, windowSeconds: 15 * 60 },
  twoFactor: { max: 10, windowSeconds: 15 * 60 },
  resetEmail: { max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

type Guarded = { key: string; rule: RateLimitRule; kind: 'password' | 'code' };

const normalizeEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

export type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Refuses a sign-in or code check for a locked account, and caps reset e-mails per address. */
export async function enforceAccountLimits(ctx: AuthContext) {
  if (ctx.path === '/request-password-reset') {
    const email = normalizeEmail(ctx.body?.email);
    if (!email) return;
    const { allowed } = await consumeRateLimit(`account:reset-email:${email}`, ACCOUNT_LIMITS.resetEmail);
    // The same answer as a sent e-mail: the form never tells who has an account.
    if (!allowed) return ctx.json({ status: true, message: 'If this email exists in our system, check your email for the reset link' });
    return;
  }
  const guarded = await guardedAccount(ctx);
  if (guarded && (await countInWindow(guarded.key, guarded.rule)) >= guarded.rule.max) {
    // Answered rather than thrown: Better Auth logs thrown hook errors as server errors. The forms
    // show the Spanish text for this code (components/auth/auth-error-message.ts).
    return Response.json({ code: 'ACCOUNT_LOCKED', message: 'Account locked for 15 minutes after repeated failures' }, { status: 429 });
  }
}

/** Counts failed attempts per account; the one that locks it e-mails the owner; success starts over. */
export async function countAccountAttempt(ctx: AuthContext) {
  const guarded = await guardedAccount(ctx);
  if (!guarded) return;
  const returned = ctx.context.returned;
  if (isAPIError(returned) && returned.statusCode === 401) {
    const { count } = await consumeRateLimit(guarded.key, guarded.rule);
    if (count === guarded.rule.max) await notifyOwner(ctx, guarded);
  } else if (!isAPIError(returned)) {
    await resetRateLimit(guarded.key);
  }
}

async function guardedAccount(ctx: AuthContext): Promise<Guarded | null> {
  if (ctx.path === '/sign-in/email') {
    const email = normalizeEmail(ctx.body?.email);
    return email ? { key: `account:sign-in:${email}`, rule: ACCOUNT_LIMITS.signIn, kind: 'password' } : null;
  }
  if (ctx.path === '/two-factor/verify-totp' || ctx.path === '/two-factor/verify-backup-code') {
    const userId = await twoFactorUserId(ctx);
    return userId ? { key: `account:two-factor:${userId}`, rule: ACCOUNT_LIMITS.twoFactor, kind: 'code' } : null;
  }
  return null;
}

/** The account a second-factor check is for: the signed-in user, or the one whose password step issued the two-factor cookie. */
async function twoFactorUserId(ctx: AuthContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}

async function notifyOwner(ctx: AuthContext, guarded: Guarded) {
  const user = guarded.kind === 'password'
    ? await ctx.context.internalAdapter.findUserByEmail(normalizeEmail(ctx.body?.email)).then((found) => found?.user ?? null)
    : await ctx.context.internalAdapter.findUserById(guarded.key.slice('account:two-factor:'.length));
  if (!user) return;
  await sendAccountLockedEmail(user.email, user.name, guarded.kind);
}
