'use client';

import { useId, useState, useTransition } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import type { CustomerDashboard } from '@/lib/dashboard/queries';
import { requestSiteChangeAction } from '@/lib/sites/publish/actions';

type Review = NonNullable<CustomerDashboard['siteReview']>;

/**
 * 'Pedir un cambio aquí': the customer picks a section of their preview and says what to change;
 * each request stays listed with its state (pendiente, hecho) until the team marks it done.
 * On failure what was typed stays in the form.
 */
export function SiteChangeRequests({ review }: { review: Review }) {
  const id = useId();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    startTransition(async () => {
      const result = await requestSiteChangeAction({ sectionKey: String(data.get('sectionKey') ?? ''), message: String(data.get('message') ?? '') });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setError(null);
      form.reset();
      toast.success('Pedido de cambio enviado');
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3 rounded-md border border-border p-4">
      <h3 id={`${id}-heading`} className="font-semibold">
        Pedir un cambio aquí
      </h3>
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-section`}>Sección de tu sitio</Label>
          <NativeSelect id={`${id}-section`} name="sectionKey" required defaultValue="" disabled={isPending}>
            <option value="" disabled>
              Elige una sección
            </option>
            {review.sections.map((section) => (
              <option key={section.key} value={section.key}>
                {section.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-message`}>¿Qué cambiamos?</Label>
          <Textarea
            id={`${id}-message`}
            name="message"
            required
            maxLength={1000}
            rows={3}
            readOnly={isPending}
            placeholder="Por ejemplo: poner el precio del menú a S/ 15."
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="justify-self-start" disabled={isPending}>
          {isPending ? <Spinner className="size-4" label="Enviando..." /> : null}
          Pedir este cambio
        </Button>
      </form>
      {review.requests.length > 0 ? (
        <ul className="grid gap-2" aria-label="Cambios pedidos">
          {review.requests.map((request) => (
            <li key={request.id} className="rounded-md bg-muted/50 p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <Badge variant={request.status === 'hecho' ? 'success' : 'warning'}>{request.status === 'hecho' ? 'Hecho' : 'Pendiente'}</Badge>
                {request.sectionLabel}
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{request.message}</p>
              <p className="mt-1 text-xs text-muted-foreground">{request.requestedAt}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
