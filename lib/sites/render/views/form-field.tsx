import type { ReactNode } from 'react';
import { CONTACT_HONEYPOT_FIELD } from '@/content/contact';

/** What a refused form comes back with: the values typed and each field's reason, by field name. */
type FieldState<F extends string> = { values: Partial<Record<F, string>>; errors: Partial<Record<F, string>> };

/** The props a field's control gets: its name, id, typed value and error state. */
export type FieldControlProps<F extends string> = { name: F; id: string; defaultValue?: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * One field of a form a visitor posts to a site (reservation, order), with its error under it when
 * the server refused what was typed. `idPrefix` keeps two forms on one page apart.
 */
export function FormField<F extends string>({
  idPrefix,
  field,
  label,
  hint,
  state,
  children,
}: {
  idPrefix: string;
  field: F;
  label: string;
  hint?: string;
  state: FieldState<F>;
  children: (props: FieldControlProps<F>) => ReactNode;
}) {
  const id = `${idPrefix}-${field}`;
  const error = state.errors[field];
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {hint ? <span className="hint"> {hint}</span> : null}
      </label>
      {children({
        name: field,
        id,
        defaultValue: state.values[field] || undefined,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The sites' forms' hidden field for bots (a person never fills it; the server drops what does). */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="hidden">
      <label>
        No completar
        <input name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
