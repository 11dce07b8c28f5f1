'use client';

import { ImageUpIcon } from 'lucide-react';
import { createContext, useContext } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { uploadSiteImageAction } from '@/lib/sites/publish/actions';
import type { CustomerPhoto } from '@/lib/sites/document/customer-photos';
import { IMAGE_ACCEPT } from '@/lib/storage/upload-limits';
import { useImageUpload } from '../use-image-upload';

/** The site being edited and its owner's photos, for the image fields deep in the document's form. */
export const EditedSiteContext = createContext<{ siteId: string; customerPhotos: CustomerPhoto[] } | null>(null);

/**
 * 'Upload image' beside an image address of the document (logo, hero, gallery): the server
 * checks the bytes and re-encodes the picture, and its address fills the field. The photos the
 * customer sent from their dashboard are offered there too.
 */
export function SiteImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const site = useContext(EditedSiteContext);
  const { inputId, input, upload, isPending } = useImageUpload({
    action: uploadSiteImageAction,
    fields: { siteId: site?.siteId ?? '' },
    success: 'Image uploaded',
    errorPrefix: 'Failed to upload the image: ',
    onSuccess: ({ url }) => onUploaded(url),
  });
  if (!site) return null;
  const { customerPhotos } = site;

  return (
    <div className="grid gap-2">
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
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-border px-2.5 py-1 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-muted"
      >
        {isPending ? <Spinner className="size-4" label="Uploading..." /> : <ImageUpIcon aria-hidden="true" className="size-4" />}
        Upload image<span className="sr-only"> for {label}</span>
      </label>
      {customerPhotos.length > 0 ? <CustomerPhotoPicker photos={customerPhotos} label={label} onChosen={onUploaded} /> : null}
    </div>
  );
}

/** The customer's photos as buttons: choosing one puts its address in the field. */
function CustomerPhotoPicker({ photos, label, onChosen }: { photos: CustomerPhoto[]; label: string; onChosen: (url: string) => void }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">
        Customer photos ({photos.length})<span className="sr-only"> for {label}</span>
      </summary>
      <ul className="mt-2 grid grid-cols-4 gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => onChosen(photo.url)}
              className="block w-full rounded-md border border-border hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- the customer's stored upload, already re-encoded */}
              <img
                src={photo.url}
                alt={`Use customer photo ${index + 1} (${photo.width}×${photo.height})`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-square w-full rounded-md object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
