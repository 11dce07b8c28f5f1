'use client';

import Link from 'next/link';
import type { CustomerPhoto } from '@/lib/sites/document/customer-photos';
import type { QuickPhotoPlace } from '@/lib/sites/quick-edits/quick-edit-form';
import { saveQuickPhotosAction } from '@/lib/sites/quick-edits/actions';
import { KEEP_PHOTO, NO_PHOTO } from '@/lib/sites/quick-edits/schemas';
import { imageVariants } from '@/lib/storage/variant-names';
import { FieldError, QuickEditAnswer, SaveButton, TOUCH_INPUT, useQuickEdit } from './use-quick-edit';

/** A thumbnail's address: the photo's smallest copy when it has one (lib/storage/variant-names.ts). */
const thumbnail = (url: string) => imageVariants(url)[0]?.address ?? url;

/**
 * 'Fotos': for the cover of each page and each dish or service, one of the owner's own photos
 * ('Fotos para tu web', numbered as there), none, or as it is. A plain form of selects: it works
 * before the script loads and with the keyboard. `version` says which version the places were read from.
 */
export function PhotosForm({
  siteId,
  version,
  places,
  own,
  address,
}: {
  siteId: string;
  version: number;
  places: QuickPhotoPlace[];
  own: CustomerPhoto[];
  address: string;
}) {
  const form = useQuickEdit(saveQuickPhotosAction);
  if (own.length === 0) {
    return (
      <p className="rounded-md bg-muted p-3 text-sm">
        Todavía no tienes fotos en tu lista. Súbelas en{' '}
        <Link href="/dashboard/sitio" className="font-medium text-primary underline underline-offset-4">
          Fotos para tu web
        </Link>{' '}
        y vuelve aquí para ponerlas en tu web.
      </p>
    );
  }
  const numbered = own.map((photo, i) => ({ ...photo, name: `Foto ${i + 1}` }));
  const nameOf = (url: string | null) => numbered.find((photo) => photo.url === url)?.name;
  return (
    <form action={form.formAction} className="grid gap-5">
      <input type="hidden" name="siteId" value={siteId} />
      <input type="hidden" name="version" value={version} />
      <QuickEditAnswer result={form.result} address={address} />
      <ul aria-label="Tus fotos" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {numbered.map((photo) => (
          <li key={photo.id} className="grid gap-1 text-center text-sm">
            {/* eslint-disable-next-line @next/next/no-img-element -- our own stored upload, already re-encoded and bounded in size */}
            <img
              src={thumbnail(photo.url)}
              alt={photo.name}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              className="aspect-square w-full rounded-md border border-border object-cover"
            />
            <span aria-hidden="true">{photo.name}</span>
          </li>
        ))}
      </ul>
      {places.map((place) => {
        const field = `photo-${place.key}`;
        const error = form.error(field);
        const current = nameOf(place.imageUrl) ?? (place.imageUrl ? 'una foto del equipo' : 'sin foto');
        return (
          <div key={place.key} className="grid grid-cols-[4rem_1fr] items-center gap-3 rounded-md border border-border p-3">
            {place.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- the site's own photo, as the site shows it
              <img
                src={thumbnail(place.imageUrl)}
                alt={`Foto actual de ${place.title}`}
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-md object-cover"
              />
            ) : (
              <span className="grid size-16 place-items-center rounded-md bg-muted text-xs text-muted-foreground">Sin foto</span>
            )}
            <label className="grid gap-1 text-sm">
              <span>
                {place.title} <span className="text-muted-foreground">(ahora: {current})</span>
              </span>
              <select
                name={field}
                defaultValue={form.value(field, KEEP_PHOTO)}
                aria-invalid={error ? true : undefined}
                className={`${TOUCH_INPUT} rounded-md border border-input bg-background px-3`}
              >
                <option value={KEEP_PHOTO}>Dejar como está</option>
                {place.imageUrl ? <option value={NO_PHOTO}>Quitar la foto</option> : null}
                {numbered.map((photo) => (
                  <option key={photo.id} value={photo.id}>
                    Poner la {photo.name.toLowerCase()}
                  </option>
                ))}
              </select>
            </label>
            <FieldError message={error} className="col-span-2" />
          </div>
        );
      })}
      <SaveButton isPending={form.isPending}>Guardar fotos</SaveButton>
    </form>
  );
}
