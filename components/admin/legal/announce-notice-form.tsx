'use client';

import { MegaphoneIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { announceNoticeAction } from '@/lib/legal/notice-actions';
import { useAdminAction } from '../use-admin-action';

export type NoticeDocumentChoice = { value: 'terms' | 'privacy' | 'prices'; label: string; days: number; earliestLabel: string };

const EMPTY = { document: '', effectiveOn: '', summary: '' };

/**
 * 'Anunciar un cambio': the document, the day the new version takes effect and what changes. The
 * server refuses a day closer than the document's least notice; what was typed stays on an error.
 */
export function AnnounceNoticeForm({ documents }: { documents: NoticeDocumentChoice[] }) {
  const [form, setForm] = useState(EMPTY);
  const { run, isPending } = useAdminAction();
  const chosen = documents.find((d) => d.value === form.document);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(announceNoticeAction, form, {
      success: 'Aviso registrado: lo enviamos por correo a los clientes afectados',
      errorPrefix: 'No se registró el aviso: ',
      lang: 'es',
      onSuccess: () => setForm(EMPTY),
    });
  }

  return (
    <section aria-labelledby="announce-notice-heading" className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="announce-notice-heading" className="text-xl font-semibold">
        Anunciar un cambio
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Avisamos por correo a cada cliente afectado y lo mostramos en su panel. Los términos y la política de privacidad necesitan al menos 15 días de
        anticipación; los precios, al menos 30 (en hora de Lima).
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="notice-document">Qué cambia</Label>
          <NativeSelect id="notice-document" value={form.document} onChange={(e) => setForm({ ...form, document: e.target.value })} disabled={isPending}>
            <option value="">Elige un documento</option>
            {documents.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="notice-effective-on">Entra en vigor el</Label>
          <Input
            id="notice-effective-on"
            type="date"
            value={form.effectiveOn}
            onChange={(e) => setForm({ ...form, effectiveOn: e.target.value })}
            disabled={isPending}
            aria-describedby="notice-effective-hint"
          />
          <p id="notice-effective-hint" className="text-xs text-muted-foreground">
            {chosen ? `Con ${chosen.days} días de aviso, la fecha más cercana es el ${chosen.earliestLabel}.` : 'Elige primero el documento.'}
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="notice-summary">Qué cambia para el cliente</Label>
          <Textarea
            id="notice-summary"
            rows={5}
            maxLength={1000}
            value={form.summary}
            onChange={(e) => setForm({ ...form, summary: e.target.value })}
            disabled={isPending}
            placeholder="Por ejemplo: el plan Básico pasa de S/ 25 a S/ 30 al mes."
          />
        </div>
        <Button type="submit" className="justify-self-start" disabled={isPending}>
          {isPending ? <Spinner className="size-4" label="Anunciando..." /> : <MegaphoneIcon aria-hidden="true" />}
          {isPending ? 'Anunciando...' : 'Anunciar el cambio'}
        </Button>
      </form>
    </section>
  );
}
