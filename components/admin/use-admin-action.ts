'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/actions/result';

type Options<T> = {
  /** Toast on success; a function can use the action's answer. */
  success?: string | ((data: T) => string);
  /** Prefix of the error toast, e.g. 'Error updating: ' (spec section 8). */
  errorPrefix: string;
  /** The language of the tab, for the one message written here. */
  lang?: 'en' | 'es';
  onSuccess?: (data: T) => void;
  onError?: () => void;
};

const UNREACHABLE = { en: 'the server could not be reached, try again', es: 'no se pudo conectar con el servidor, intenta de nuevo' };

/**
 * Runs one admin server action with the panel's conventions: a pending flag, the spec's success
 * and error toasts, and a lost session or role sending the admin where the page would.
 */
export function useAdminAction() {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  function run<I, T>(action: (input: I) => Promise<ActionResult<T>>, input: I, options: Options<T>) {
    startTransition(async () => {
      let result: ActionResult<T>;
      try {
        result = await action(input);
      } catch {
        // The request itself failed (offline, server restarting): nothing was changed.
        toast.error(`${options.errorPrefix}${UNREACHABLE[options.lang ?? 'en']}`);
        options.onError?.();
        return;
      }
      if (!result.ok) {
        if (result.code === 'unauthenticated') return router.push('/auth?next=/admin');
        if (result.code === 'forbidden') return router.push('/dashboard');
        if (result.code === 'two_factor_required') return router.push('/admin/security');
        toast.error(`${options.errorPrefix}${result.error}`);
        options.onError?.();
        return;
      }
      const { success } = options;
      if (success) toast.success(typeof success === 'function' ? success(result.data) : success);
      options.onSuccess?.(result.data);
    });
  }

  return { run, isPending };
}
