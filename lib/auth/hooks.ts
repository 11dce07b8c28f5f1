import 'server-only';
import { createAuthMiddleware } from 'better-auth/api';
import { countAccountAttempt, enforceAccountLimits } from './account-limits';
import { recordSignUpConsents, validateProfileInput } from './profile-input';

/** Runs before every Better Auth endpoint: the first check that answers ends the request. */
export const beforeAuthRequest = createAuthMiddleware(async (ctx) => (await enforceAccountLimits(ctx)) ?? validateProfileInput(ctx));

/** Runs after every Better Auth endpoint, on success and on failure. */
export const afterAuthRequest = createAuthMiddleware(async (ctx) => {
  await countAccountAttempt(ctx);
  return recordSignUpConsents(ctx);
});
