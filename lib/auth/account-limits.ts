import 'server-only';
import { type createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { getConfig } from '@/lib/config';
import { clientIpFrom } from '@/lib/http/client-ip';
import { countInWindow, consumeRateLimit, type RateLimitRule } from '@/lib/rate-limit/consume';
import { sendAccountAttackedEmail } from './emails';
import { forgetFailures, isKnownAddress, recordFailure, rememberAddress, secondsUntilAllowed } from './sign-in-throttle';

/**
 * Limits per account, on top of Better Auth's per-address limits, that stop guessing without
 * locking the owner out (decision 0019). Each (account, address) pair gets a growing delay after
 * a few failures (lib/auth/sign-in-throttle.ts). Many machines, each under its own delay, are
 * caught by the account's count: past `max` failures in the window, only addresses that have
 * signed in to the account before may try. Reset e-mails are capped per account. State is rows
 * in PostgreSQL (every instance).
 */
export const ACCOUNT_LIMITS = {
  signIn: { max: 10, windowSeconds: 15 * 60 },
  twoFactor: { max: 10, windowSeconds: 15 * 60 },
  resetEmail: { max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

type Guarded = { account: string; rule: RateLimitRule; kind: 'password' | 'code' };

const normalizeEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

export type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const accountKey = (guarded: Guarded) => `account:${guarded.kind === 'password' ? 'sign-in' : 'two-factor'}:${guarded.account}`;
const pairKey = (guarded: Guarded, address: string) => `${guarded.kind}:${guarded.account}:${address}`;

/** The caller's address as our other limits see it (docs/decisions/0002-client-address.md). */
const addressFrom = (headers: Headers | undefined) => clientIpFrom(headers ?? new Headers(), getConfig().auth.trustedProxyCount);
const clientAddress = (ctx: AuthContext) => addressFrom(ctx.headers ?? ctx.request?.headers);

/** Without a connection address every caller shares 'unknown': it can never vouch for anyone. */
const canBeKnown = (address: string) => address !== 'unknown';

/** Holds back a sign-in or code check from an address still waiting, or unknown to an account under attack; caps reset e-mails. */
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
  if (!guarded) return;
  const address = clientAddress(ctx);
  // Answered rather than thrown: Better Auth logs thrown hook errors as server errors. The forms
  // show the Spanish text for each code (components/auth/auth-error-message.ts).
  const wait = await secondsUntilAllowed(pairKey(guarded, address));
  if (wait > 0) {
    return Response.json(
      { code: 'SIGN_IN_DELAYED', message: `Too many failures from this address; try again in ${wait} seconds` },
      { status: 429, headers: { 'retry-after': String(wait) } },
    );
  }
  if ((await countInWindow(accountKey(guarded), guarded.rule)) < guarded.rule.max) return;
  const userId = await accountUserId(ctx, guarded);
  if (userId && canBeKnown(address) && (await isKnownAddress(userId, address))) return;
  return Response.json({ code: 'ACCOUNT_PROTECTED', message: 'Only addresses that signed in before may try this account for now' }, { status: 429 });
}

/** Counts a failure for the pair and the account (the one that reaches the account's limit e-mails the owner); success starts the pair over. */
export async function countAccountAttempt(ctx: AuthContext) {
  const guarded = await guardedAccount(ctx);
  if (!guarded) return;
  const address = clientAddress(ctx);
  const returned = ctx.context.returned;
  if (isAPIError(returned) && returned.statusCode === 401) {
    await recordFailure(pairKey(guarded, address));
    const { count } = await consumeRateLimit(accountKey(guarded), guarded.rule);
    if (count === guarded.rule.max) await notifyOwner(ctx, guarded);
  } else if (!isAPIError(returned)) {
    // The account's count goes on: it measures an attack, which the owner signing in does not end.
    await forgetFailures(pairKey(guarded, address));
    const signedIn = ctx.context.newSession;
    // The password step of an account with a second factor opens no session yet (Better Auth's
    // two-factor hook, which runs after this one, drops it): only a whole sign-in vouches.
    const complete = signedIn && (guarded.kind === 'code' || !signedIn.user.twoFactorEnabled);
    if (complete && canBeKnown(address)) await rememberAddress(signedIn.user.id, address);
  }
}

/**
 * A completed password reset proves the owner reads the account's e-mail: the address it was
 * completed from becomes known, so an owner on a new network gets in even while strangers are
 * held back (Better Auth's onPasswordReset, lib/auth/auth.ts).
 */
export async function rememberResetAddress(userId: string, request: Request | undefined) {
  const address = addressFrom(request?.headers);
  if (canBeKnown(address)) await rememberAddress(userId, address);
}

async function guardedAccount(ctx: AuthContext): Promise<Guarded | null> {
  if (ctx.path === '/sign-in/email') {
    const email = normalizeEmail(ctx.body?.email);
    return email ? { account: email, rule: ACCOUNT_LIMITS.signIn, kind: 'password' } : null;
  }
  if (ctx.path === '/two-factor/verify-totp' || ctx.path === '/two-factor/verify-backup-code') {
    const userId = await twoFactorUserId(ctx);
    return userId ? { account: userId, rule: ACCOUNT_LIMITS.twoFactor, kind: 'code' } : null;
  }
  return null;
}

async function accountUserId(ctx: AuthContext, guarded: Guarded): Promise<string | null> {
  if (guarded.kind === 'code') return guarded.account;
  const found = await ctx.context.internalAdapter.findUserByEmail(guarded.account);
  return found?.user.id ?? null;
}

/**
 * The account a second-factor check is for: the signed-in user, or the one whose password step
 * issued the two-factor cookie. After a right code that cookie's record is spent, and the session
 * it opened names the account.
 */
async function twoFactorUserId(ctx: AuthContext): Promise<string | null> {
  if (ctx.context.newSession) return ctx.context.newSession.user.id;
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}

async function notifyOwner(ctx: AuthContext, guarded: Guarded) {
  const user =
    guarded.kind === 'password'
      ? await ctx.context.internalAdapter.findUserByEmail(guarded.account).then((found) => found?.user ?? null)
      : await ctx.context.internalAdapter.findUserById(guarded.account);
  if (!user) return;
  await sendAccountAttackedEmail(user.email, user.name, guarded.kind);
}
