'use client';

import { useId, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/actions/result';
import { imageFileProblem } from '@/lib/storage/upload-limits';
import { useAdminAction } from './use-admin-action';

/**
 * An image uploaded from a hidden file input with a visible label, in the panel's way: the file's
 * type and size checked here first (a toast names the problem), then sent as `file` beside
 * `fields` to the action, and the input cleared after either answer so the same file can be
 * chosen again. `run` and `isPending` are the panel's action runner, for the component's other
 * buttons to share the pending state.
 */
export function useImageUpload<T>({
  action,
  fields,
  success,
  errorPrefix,
  onSuccess,
}: {
  action: (form: FormData) => Promise<ActionResult<T>>;
  fields: Record<string, string>;
  success: string;
  errorPrefix: string;
  onSuccess?: (data: T) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { run, isPending } = useAdminAction();
  const reset = () => {
    if (input.current) input.current.value = '';
  };

  function upload(file: File | undefined) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(`${errorPrefix}${problem}`);
      return reset();
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', file);
    run(action, form, {
      success,
      errorPrefix,
      onSuccess: (data) => {
        reset();
        onSuccess?.(data);
      },
      onError: reset,
    });
  }

  return { inputId, input, upload, run, isPending };
}
