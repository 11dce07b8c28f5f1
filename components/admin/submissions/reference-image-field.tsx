'use client';

import { ImageUpIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { uploadReferenceImageAction } from '@/lib/submissions/actions';
import { cn } from '@/lib/utils/cn';
import { IMAGE_ACCEPT } from '@/lib/storage/upload-limits';
import { useImageUpload } from '../use-image-upload';

/** Upload or replace the design reference, with a preview. The server checks the bytes again. */
export function ReferenceImageField({ submissionId, businessName, url }: { submissionId: string; businessName: string; url: string | null }) {
  const { inputId, input, upload, isPending } = useImageUpload({
    action: uploadReferenceImageAction,
    fields: { submissionId },
    success: 'Reference image uploaded successfully',
    errorPrefix: 'Failed to upload reference image: ',
  });

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
          accept={IMAGE_ACCEPT}
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
