import 'server-only';
import { createAuthMiddleware } from 'better-auth/api';
import { countAccountAttempt, enforceAccountLimits, type AuthContext } from './account-limits';
import { recordNoticeConsents } from './consents';
import { logger } from '@/lib/logger';
import { recordSignUpConsents, validateProfileInput } from './profile-input';

/** Runs before every Better Auth endpoint: the first check that answers ends the request. */
export const beforeAuthRequest = createAuthMiddleware(async (ctx) => (await enforceAccountLimits(ctx)) ?? validateProfileInput(ctx));

/** Runs after every Better Auth endpoint, on success and on failure. */
export const afterAuthRequest = createAuthMiddleware(async (ctx) => {
  await countAccountAttempt(ctx);
  await recordSignInConsents(ctx);
  return recordSignUpConsents(ctx);
});

/** The paths that end a sign-in with a new session: the password, or its second factor. */
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/**
 * A customer's sign-in records their consent to the announced changes that took effect since
 * (lib/auth/consents.ts). Never fails the sign-in: the next one records it.
 */
async function recordSignInConsents(ctx: AuthContext) {
  const userId = ctx.context.newSession?.user.id;
  if (!SIGN_IN_PATHS.has(ctx.path) || !userId) return;
  try {
    await recordNoticeConsents(userId);
  } catch (error) {
    logger.error({ err: error, userId }, 'could not record the consents to announced changes at sign-in');
  }
}
