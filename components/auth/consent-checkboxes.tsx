'use client';

import Link from 'next/link';
import { useId } from 'react';

import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

type Props = {
  /** The error under the required box, if the form was sent without it. */
  termsError?: string;
  disabled?: boolean;
};

/**
 * Two separate, unticked boxes (Ley 29733): the terms and privacy policy, required, and marketing
 * e-mails, optional. They submit as `acceptTerms` / `acceptMarketing` = "on" inside a form.
 */
export function ConsentCheckboxes({ termsError, disabled = false }: Props) {
  const termsId = useId();
  const marketingId = useId();
  const errorId = `${termsId}-error`;
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Consentimientos</legend>
      <div className="flex items-start gap-3">
        <Checkbox
          id={termsId}
          name="acceptTerms"
          disabled={disabled}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? errorId : undefined}
          aria-required="true"
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={termsId} className="leading-snug font-normal">
            Acepto los{' '}
            <Link href="/terms-and-conditions" target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2">
              términos y condiciones
            </Link>{' '}
            y la{' '}
            <Link href="/privacy-policy" target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2">
              política de privacidad
            </Link>
            <span className="sr-only"> (se abren en una pestaña nueva)</span>
          </Label>
          {termsError ? (
            <p id={errorId} className="text-sm font-medium text-destructive">
              {termsError}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox id={marketingId} name="acceptMarketing" disabled={disabled} className="mt-0.5" />
        <Label htmlFor={marketingId} className="leading-snug font-normal">
          Quiero recibir por correo novedades, consejos y ofertas de Vitrina (opcional)
        </Label>
      </div>
    </fieldset>
  );
}
