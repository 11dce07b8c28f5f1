'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';

import { authErrorMessage, type AuthClientError } from './auth-error-message';
import { firstErrors } from './field';

export type FieldErrors = Record<string, string>;

/** The fields ready to send, or the first error per field. */
export type Checked<T> = { values: T } | { errors: FieldErrors };

type Options<T> = {
  check: (form: FormData) => Checked<T>;
  /**
   * Calls Better Auth once. Returns the error it answered, which the form shows in Spanish before
   * unlocking; returns nothing on success, and the form stays locked while the next screen loads,
   * so it cannot be sent twice.
   */
  send: (values: T) => Promise<AuthClientError | null | undefined | void>;
};

/** The submit cycle every account form shares: check, lock, send, and say what went wrong. */
export function useAuthSubmit<T>({ check, send }: Options<T>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isPending, setIsPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(new FormData(event.currentTarget));
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setIsPending(true);
    try {
      const error = await send(checked.values);
      if (error) {
        toast.error(authErrorMessage(error));
        setIsPending(false);
      }
    } catch {
      toast.error('Ocurrió un error');
      setIsPending(false);
    }
  }

  return { submit, errors, setErrors, isPending };
}

/** A zod schema's verdict on the typed values, in the shape `check` returns. */
export function checkWith<T>(schema: z.ZodType<T>, input: unknown): Checked<T> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { values: parsed.data } : { errors: firstErrors(parsed.error.issues) };
}
