import type { ReactNode } from 'react';

import { Label } from '@/components/ui/label';

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  id: string;
  label: string;
  /** The first error for this field, announced with the input and shown under it. */
  error?: string;
  hint?: ReactNode;
  isOptional?: boolean;
  /** Renders the control with the id and aria attributes that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled form control with its hint and error, shared by the account and trial forms. */
export function Field({ id, label, error, hint, isOptional = false, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {isOptional ? <span className="font-normal text-muted-foreground"> (opcional)</span> : null}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** zod issues → the first message per field, the shape every form here shows. */
export function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_form');
    errors[key] ??= issue.message;
  }
  return errors;
}
