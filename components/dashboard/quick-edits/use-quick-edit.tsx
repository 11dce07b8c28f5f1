'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import type { QuickEditResult } from '@/lib/sites/quick-edits/quick-edit';
import { QUICK_EDITS_PATH } from '@/lib/sites/quick-edits/schemas';

type Result = ActionResult<QuickEditResult>;
type Action = (previous: Result | null, formData: FormData) => Promise<Result>;

/**
 * One quick-edit form's state: its answer, each field's first error and what was typed (kept on
 * an error), posting to the page itself so it works before the script loads.
 */
export function useQuickEdit(action: Action) {
  const [result, formAction, isPending] = useActionState(action, null, QUICK_EDITS_PATH);
  const failed = result?.ok === false;
  const errors = failed ? (result.fieldErrors ?? {}) : {};
  const typed = failed ? (result.values ?? {}) : {};
  return {
    result,
    formAction,
    isPending,
    failed,
    error: (field: string) => errors[field]?.[0],
    /** What was typed in a failed save, else the site's current value. */
    value: (field: string, current: string) => (failed ? (typed[field] ?? '') : current),
  };
}

/** The answer of a save, true for where it shows: the live site, or the preview during the trial. */
export function QuickEditAnswer({ result, address }: { result: Result | null; address: string }) {
  if (!result) return null;
  if (!result.ok) {
    return (
      <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
        {result.fieldErrors ? 'Revisa los campos marcados: no guardamos nada todavía.' : result.error}
      </p>
    );
  }
  return (
    <p role="status" className="rounded-md border border-success p-3 text-sm">
      {result.data.shownOn === 'live' ? 'Publicado en tu web. ' : 'Guardado. Lo verás en tu vista previa. '}
      <a href={address} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
        {result.data.shownOn === 'live' ? 'Ver mi web' : 'Ver mi vista previa'}
      </a>
    </p>
  );
}

/** A field's error under it, or nothing; `id` for the field's aria-describedby. */
export function FieldError({ message, id, className = '' }: { message: string | undefined; id?: string; className?: string }) {
  return message ? (
    <p id={id} className={`text-sm font-medium text-destructive ${className}`.trim()}>
      {message}
    </p>
  ) : null;
}

export function SaveButton({ isPending, children }: { isPending: boolean; children: string }) {
  return (
    <Button type="submit" size="lg" disabled={isPending} className="h-12 w-full sm:w-auto">
      {isPending ? 'Guardando…' : children}
    </Button>
  );
}

/** Fields big enough for a thumb on a phone. */
export const TOUCH_INPUT = 'h-12 text-base';
