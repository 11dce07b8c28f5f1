'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { reviseDueDateAction } from '@/lib/submissions/actions';
import type { AdminSubmission } from '@/lib/admin/submissions-list';
import { useAdminAction } from '../use-admin-action';

type Props = { submissionId: string; delivery: NonNullable<AdminSubmission['delivery']> };

/**
 * 'Nueva fecha de entrega': once a project will miss (or missed) its date, the team sets the new
 * one here; the customer's dashboard shows the delay with it, and the customer is e-mailed.
 */
export function DueDateForm({ submissionId, delivery }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const { run, isPending } = useAdminAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(
      reviseDueDateAction,
      { submissionId, revisedDueOn: value },
      { success: 'Nueva fecha guardada; avisamos al cliente por correo', errorPrefix: 'No se guardó la fecha: ', lang: 'es', onSuccess: () => setValue('') },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5">
      <p className="text-sm">
        Due {delivery.dueOn}
        {delivery.promisedOn ? ` (moved; promised ${delivery.promisedOn})` : ''}
      </p>
      <Label htmlFor={id}>Nueva fecha de entrega</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          type="date"
          min={delivery.dueOnKey}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={isPending}
          className="sm:w-48"
        />
        <Button type="submit" variant="secondary" disabled={isPending || value === ''}>
          Guardar nueva fecha
        </Button>
      </div>
    </form>
  );
}
