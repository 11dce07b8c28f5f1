'use client';

import { ImagePlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { removeOwnPhotoAction, uploadOwnPhotoAction } from '@/lib/sites/document/actions';
import type { CustomerPhoto, OwnPhotos } from '@/lib/sites/document/customer-photos';
import { IMAGE_ACCEPT, imageFileProblem } from '@/lib/storage/upload-limits';

const FAILED = 'No pudimos enviar la foto. Revisa tu conexión e inténtalo de nuevo.';

type Refusal = { name: string; reason: string };

/**
 * 'Fotos para tu web': the customer sends pictures for their site, several at a time, one request
 * per photo so each shows its progress and a refused one does not stop the rest. The team finds
 * them beside every image field of the site editor.
 */
export function SitePhotosCard({ initial }: { initial: OwnPhotos }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState<CustomerPhoto[]>(initial.photos);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const room = initial.max - photos.length;

  async function send(files: File[]) {
    if (files.length === 0) return;
    const refused: Refusal[] = [];
    let sent = 0;
    setRefusals([]);
    setProgress({ done: 0, total: files.length });
    for (const [index, file] of files.entries()) {
      const problem = imageFileProblem(file, 'es');
      const result = problem
        ? { ok: false as const, error: problem }
        : await uploadOwnPhotoAction(formWith(file)).catch(() => ({ ok: false as const, error: FAILED }));
      if (result.ok) {
        sent += 1;
        setPhotos((current) => [...current, result.data]);
      } else {
        refused.push({ name: file.name, reason: result.error });
      }
      setProgress({ done: index + 1, total: files.length });
    }
    setProgress(null);
    setRefusals(refused);
    if (input.current) input.current.value = '';
    if (sent > 0) toast.success(sent === 1 ? 'Foto enviada' : `${sent} fotos enviadas`);
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${id}-title`}>Fotos para tu web</h2>
        </CardTitle>
        <CardDescription>
          Envíanos fotos de tu local, tus productos o tus platos y las usaremos en tu sitio. Hasta {initial.max} fotos de 10 MB cada una; les quitamos los datos
          ocultos, como la ubicación donde se tomaron.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            className="peer sr-only"
            disabled={progress !== null || room <= 0}
            onChange={(event) => void send(Array.from(event.target.files ?? []).slice(0, Math.max(room, 0)))}
          />
          <label
            htmlFor={`${id}-file`}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-border bg-background px-4 text-sm font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-accent"
          >
            {progress ? <Spinner className="size-4" label="Enviando..." /> : <ImagePlusIcon aria-hidden="true" className="size-4" />}
            Elegir fotos
          </label>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {progress ? `Enviando foto ${Math.min(progress.done + 1, progress.total)} de ${progress.total}…` : `${photos.length} de ${initial.max} fotos`}
          </p>
        </div>
        {refusals.length > 0 ? (
          <div role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
            <p className="font-medium text-destructive">{refusals.length === 1 ? 'Una foto no se envió:' : `${refusals.length} fotos no se enviaron:`}</p>
            <ul className="mt-1 grid gap-1">
              {refusals.map((refusal, index) => (
                <li key={index} className="break-words">
                  <span className="font-medium">{refusal.name}</span>: {refusal.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {photos.length === 0 ? (
          <p className="text-sm text-muted-foreground">Todavía no nos enviaste fotos.</p>
        ) : (
          <ul aria-label="Fotos enviadas" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.map((photo, index) => (
              <PhotoItem key={photo.id} photo={photo} position={index + 1} onRemoved={() => setPhotos((current) => current.filter((p) => p.id !== photo.id))} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function formWith(file: File): FormData {
  const form = new FormData();
  form.set('file', file);
  return form;
}

function PhotoItem({ photo, position, onRemoved }: { photo: CustomerPhoto; position: number; onRemoved: () => void }) {
  const [isPending, startTransition] = useTransition();
  const name = `Foto ${position}`;
  const remove = (close: () => void) =>
    startTransition(async () => {
      const result = await removeOwnPhotoAction({ photoId: photo.id }).catch(() => ({ ok: false as const, error: FAILED }));
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      close();
      onRemoved();
      toast.success('Foto quitada');
    });
  return (
    <li className="grid gap-1.5">
      {/* eslint-disable-next-line @next/next/no-img-element -- our own stored upload, already re-encoded and bounded in size */}
      <img
        src={photo.url}
        alt={name}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        className="aspect-square w-full rounded-md border border-border object-cover"
      />
      <ConfirmDialog
        trigger={
          <Button type="button" variant="ghost" size="sm" className="justify-self-start">
            <Trash2Icon aria-hidden="true" />
            Quitar<span className="sr-only"> {name.toLowerCase()}</span>
          </Button>
        }
        title={`¿Quitar la ${name.toLowerCase()}?`}
        description="Dejará de estar en tu lista y el equipo ya no podrá usarla. Si ya está en tu sitio, se queda allí hasta que pidas cambiarla."
        labels={{ cancel: 'Cancelar', confirm: 'Quitar', pending: 'Quitando...' }}
        isPending={isPending}
        onConfirm={remove}
      />
    </li>
  );
}
