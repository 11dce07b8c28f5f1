import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { consentFields, fullNameField, phoneField } from './account-fields';
import { insertConsents } from './consents';
import { logger } from '@/lib/logger';
import type { AuthContext } from './account-limits';

/**
 * Better Auth's own endpoints take a name and a phone from anyone who calls them, browser or
 * not: they get the trial form's rules (length, control characters, phone shape), and a new
 * account its consents, in the same request (issue 12).
 */
const signUpBody = z.object({ name: fullNameField, phone: phoneField });
const signUpRequestBody = signUpBody.extend(consentFields);
const updateUserBody = z.object({ name: fullNameField.optional(), phone: phoneField });

/** Checks and cleans what sign-up and update-user store; answers 400 with Spanish field errors otherwise. */
export function validateProfileInput(ctx: AuthContext) {
  const schema = ctx.path === '/update-user' ? updateUserBody : ctx.path !== '/sign-up/email' ? null : isHttp(ctx) ? signUpRequestBody : signUpBody;
  if (!schema) return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? '_form')] ??= issue.message;
    const message = parsed.error.issues[0]?.message ?? 'Revisa los datos del formulario.';
    return Response.json({ code: 'INVALID_PROFILE', message, fieldErrors }, { status: 400 });
  }
  // No profile picture in this product: an image URL would be one more unbounded field.
  const { image: _image, ...rest } = body;
  const cleaned: Record<string, unknown> = { ...rest, phone: parsed.data.phone ?? null };
  if (parsed.data.name !== undefined) cleaned.name = parsed.data.name;
  else delete cleaned.name;
  return { context: { body: cleaned } };
}

/**
 * An HTTP request, as opposed to our own server code calling `auth.api` (seed, admin:create),
 * which creates accounts nobody signed up for.
 */
const isHttp = (ctx: AuthContext) => ctx.request !== undefined;

/**
 * Stores the consents of an account Better Auth has just created over HTTP. If that fails the account is
 * removed again and the caller told, so no account exists without its consent records.
 */
export async function recordSignUpConsents(ctx: AuthContext) {
  if (ctx.path !== '/sign-up/email' || !isHttp(ctx)) return;
  const created = ctx.context.returned as { user?: { id?: string } } | undefined;
  const userId = created?.user?.id;
  if (!userId) return;
  const consents = z.object(consentFields).parse(ctx.body);
  try {
    await insertConsents(getDb(), userId, consents);
  } catch (error) {
    logger.error({ err: error, userId }, 'could not record sign-up consents; removing the account');
    await ctx.context.internalAdapter.deleteUser(userId);
    return Response.json({ code: 'SIGNUP_FAILED', message: 'The account could not be created' }, { status: 500 });
  }
}
