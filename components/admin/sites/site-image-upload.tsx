'use client';

import { ImageUpIcon } from 'lucide-react';
import { createContext, useContext, useId, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { uploadSiteImageAction } from '@/lib/sites/actions';
import { imageFileProblem } from '@/lib/storage/upload-limits';
import { useAdminAction } from '../use-admin-action';

/** The site being edited, for the image fields deep in the document's form. */
export const EditedSiteContext = createContext<string | null>(null);

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const ERROR = 'Failed to upload the image: ';

/**
 * 'Upload image' beside an image address of the document (logo, hero, gallery): the server
 * checks the bytes and re-encodes the picture, and its address fills the field.
 */
export function SiteImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const siteId = useContext(EditedSiteContext);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { run, isPending } = useAdminAction();
  if (!siteId) return null;

  function upload(file: File | undefined) {
    const reset = () => {
      if (input.current) input.current.value = '';
    };
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(`${ERROR}${problem}`);
      return reset();
    }
    const form = new FormData();
    form.set('siteId', siteId!);
    form.set('file', file);
    run(uploadSiteImageAction, form, {
      success: 'Image uploaded',
      errorPrefix: ERROR,
      onSuccess: ({ url }) => {
        onUploaded(url);
        reset();
      },
      onError: reset,
    });
  }

  return (
    <div>
      <input ref={input} id={inputId} type="file" accept={ACCEPT} className="peer sr-only" disabled={isPending} onChange={(event) => upload(event.target.files?.[0])} />
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-border px-2.5 py-1 text-sm hover:bg-muted peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {isPending ? <Spinner className="size-4" label="Uploading..." /> : <ImageUpIcon aria-hidden="true" className="size-4" />}
        Upload image<span className="sr-only"> for {label}</span>
      </label>
    </div>
  );
}
