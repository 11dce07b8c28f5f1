'use client';

import Link from 'next/link';
import { useId } from 'react';

import { Label } from '@/components/ui/label';

type Props = {
  /** The error under the required box, if the form was sent without it. */
  termsError?: string;
  disabled?: boolean;
  /** Ticks to keep when a form comes back after a POST (`acceptTerms` / `acceptMarketing` = "on"). */
  values?: Record<string, string>;
};

const BOX =
  'mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed';

/**
 * Two separate, unticked boxes (Ley 29733): the terms and privacy policy, required, and marketing
 * e-mails, optional. Native checkboxes: a tick made before the page finished loading still
 * counts, and they submit as `acceptTerms` / `acceptMarketing` = "on".
 */
export function ConsentCheckboxes({ termsError, disabled = false, values = {} }: Props) {
  const termsId = useId();
  const marketingId = useId();
  const errorId = `${termsId}-error`;
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Consentimientos</legend>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={termsId}
          name="acceptTerms"
          defaultChecked={values.acceptTerms === 'on'}
          disabled={disabled}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? errorId : undefined}
          required
          className={BOX}
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
        <input type="checkbox" id={marketingId} name="acceptMarketing" defaultChecked={values.acceptMarketing === 'on'} disabled={disabled} className={BOX} />
        <Label htmlFor={marketingId} className="leading-snug font-normal">
          Quiero recibir por correo novedades, consejos y ofertas de Vitrina (opcional)
        </Label>
      </div>
    </fieldset>
  );
}
