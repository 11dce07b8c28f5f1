'use client';

import { ImageUpIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { Spinner } from '@/components/ui/spinner';
import { imageFileProblem } from '@/lib/storage/upload-limits';
import { uploadReferenceImageAction } from '@/lib/submissions/actions';
import { cn } from '@/lib/utils/cn';
import { useAdminAction } from '../use-admin-action';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const ERROR = 'Failed to upload reference image: ';

/** Upload or replace the design reference, with a preview. The server checks the bytes again. */
export function ReferenceImageField({ submissionId, businessName, url }: { submissionId: string; businessName: string; url: string | null }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { run, isPending } = useAdminAction();

  function upload(file: File | undefined) {
    if (!file) return;
    const reset = () => {
      if (input.current) input.current.value = '';
    };
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(`${ERROR}${problem}`);
      return reset();
    }
    const form = new FormData();
    form.set('submissionId', submissionId);
    form.set('file', file);
    run(uploadReferenceImageAction, form, { success: 'Reference image uploaded successfully', errorPrefix: ERROR, onSuccess: reset, onError: reset });
  }

  return (
    <div className="space-y-3">
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own stored upload, already resized.
        <img src={url} alt={`Design reference for ${businessName}`} className="max-h-64 w-auto max-w-full rounded-md border border-border object-contain" />
      ) : (
        <p className="text-sm text-muted-foreground">No reference image yet.</p>
      )}
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="peer sr-only"
          disabled={isPending}
          onChange={(event) => upload(event.target.files?.[0])}
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium hover:bg-accent',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            isPending && 'pointer-events-none opacity-50',
          )}
        >
          {isPending ? <Spinner className="size-4" label="Uploading..." /> : <ImageUpIcon aria-hidden="true" className="size-4" />}
          {url ? 'Replace Image' : 'Upload Image'}
        </label>
        <p className="mt-1 text-xs text-muted-foreground">JPEG, PNG, WebP, GIF or AVIF, up to 10 MB.</p>
      </div>
    </div>
  );
}
