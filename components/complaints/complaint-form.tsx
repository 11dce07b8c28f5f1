'use client';

import { useActionState, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { submitComplaintAction } from '@/lib/complaints/actions';
import type { ComplaintProvider } from '@/lib/complaints/present';
import { ClaimFields } from './claim-fields';
import { ConsumerFields } from './consumer-fields';
import { LegalNotices } from './legal-notices';
import { ProviderHeader } from './provider-header';

type Props = {
  provider: ComplaintProvider;
  dateLabel: string;
  deadlineBusinessDays: number;
  prefill: { fullName: string; email: string; phone: string } | null;
};

/**
 * The hoja de reclamación. A plain <form> bound to a server action: without JavaScript it posts
 * and re-renders with the errors; with it, the same happens without a reload. On success the
 * action redirects to the printable sheet.
 */
export function ComplaintForm({ provider, dateLabel, deadlineBusinessDays, prefill }: Props) {
  // The permalink becomes the form's action attribute (React would write an empty one, invalid HTML).
  const [state, formAction, isPending] = useActionState(submitComplaintAction, null, '/libro-de-reclamaciones');
  const formRef = useRef<HTMLFormElement>(null);
  const failure = state && !state.ok ? state : null;

  // After a failed attempt, take keyboard and screen-reader users to the first field to fix.
  useEffect(() => {
    if (!failure) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = first instanceof HTMLFieldSetElement ? first.querySelector('input') : first;
    (target ?? document.getElementById('complaint-form-error'))?.focus();
  }, [failure]);

  const value = (name: string): string => {
    if (failure?.values) return failure.values[name] ?? '';
    if (name === 'fullName' || name === 'email' || name === 'phone') return prefill?.[name] ?? '';
    return '';
  };
  const error = (name: string) => failure?.fieldErrors?.[name]?.[0];

  return (
    <form
      ref={formRef}
      // Remount with the returned values after each attempt, so selects and radios show them too.
      key={failure ? JSON.stringify(failure.values ?? {}) : 'blank'}
      action={formAction}
      noValidate
      aria-describedby={failure ? 'complaint-form-error' : undefined}
      className="space-y-8"
    >
      <ProviderHeader provider={provider} dateLabel={dateLabel} />
      {failure ? (
        <p id="complaint-form-error" tabIndex={-1} role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
          {failure.fieldErrors ? 'Revisa los campos marcados: ' : ''}
          {failure.error}
        </p>
      ) : null}
      <ConsumerFields value={value} error={error} />
      <ClaimFields value={value} error={error} />
      <LegalNotices deadlineBusinessDays={deadlineBusinessDays} />
      <Button type="submit" size="lg" disabled={isPending} className="w-full sm:w-auto">
        {isPending ? <Spinner aria-hidden="true" /> : null}
        {isPending ? 'Enviando...' : 'Enviar hoja de reclamación'}
      </Button>
    </form>
  );
}
