import 'server-only';
import { z } from 'zod';
import { AuthError, requireAdmin, requireUser, getActor, type Actor } from '@/lib/auth/session';
import { logger, requestIdForSupport } from '@/lib/logger';
import { UserFacingError, type ActionResult } from './result';

type Input = FormData | Record<string, unknown>;

/**
 * FormData → plain object; repeated keys become arrays, files stay files. Anything else a caller
 * can post (a string, null, an array: the action endpoint decodes whatever it is sent) reads as
 * an empty form, so it gets the schema's field errors rather than a crash.
 */
function toObject(input: unknown): Record<string, unknown> {
  if (!(input instanceof FormData)) {
    return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of input.entries()) {
    if (key.startsWith('$ACTION')) continue;
    const previous = out[key];
    out[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return out;
}

/** A form's typed text values, for an answer that is not a failure but shows the form again (never passwords or files). */
export const typedFormValues = (formData: FormData): Record<string, string> => typedValues(toObject(formData));

/** The typed text values, returned on failure so forms can keep them (never passwords or files). */
function typedValues(raw: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && !/password/i.test(key)) values[key] = value;
  }
  return values;
}

function fail(error: unknown, raw: Record<string, unknown>): ActionResult<never> {
  const values = typedValues(raw);
  if (error instanceof AuthError) return { ok: false, error: error.message, code: error.reason, values };
  if (error instanceof UserFacingError) return { ok: false, error: error.message, code: error.code, values };
  const requestId = requestIdForSupport();
  logger.error({ err: error, requestId }, 'server action failed');
  return {
    ok: false,
    error: `Ocurrió un error inesperado. Si se repite, escríbenos con este código: ${requestId}`,
    code: 'failed',
    values,
  };
}

function guarded<S extends z.ZodType, T, A>(resolveActor: () => Promise<A>, schema: S, run: (input: z.output<S>, actor: A) => Promise<T>) {
  return async (input: Input): Promise<ActionResult<T>> => {
    const raw = toObject(input);
    try {
      const actor = await resolveActor();
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path.join('.') || '_form';
          (fieldErrors[key] ??= []).push(issue.message);
        }
        const first = parsed.error.issues[0]?.message ?? 'Revisa los datos del formulario.';
        return { ok: false, error: first, fieldErrors, values: typedValues(raw), code: 'invalid' };
      }
      return { ok: true, data: await run(parsed.data, actor) };
    } catch (error) {
      return fail(error, raw);
    }
  };
}

/** For anyone, signed in or not; the actor may be null. */
/** The schema of an action that takes no input (a button): anything sent is ignored. */
export const noInputSchema = z.object({});

export const publicAction = <S extends z.ZodType, T>(schema: S, run: (input: z.output<S>, actor: Actor | null) => Promise<T>) => guarded(getActor, schema, run);

/** For a signed-in user; the session is checked before the input is even parsed. */
export const userAction = <S extends z.ZodType, T>(schema: S, run: (input: z.output<S>, actor: Actor) => Promise<T>) => guarded(requireUser, schema, run);

/** For an administrator, whose role is read from the database on every call. */
export const adminAction = <S extends z.ZodType, T>(schema: S, run: (input: z.output<S>, actor: Actor) => Promise<T>) => guarded(requireAdmin, schema, run);
