'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { answerComplaintAction } from '@/lib/complaints/actions';
import { COMPLAINT_LIMITS } from '@/lib/complaints/limits';

/** The provider's answer and actions taken; sent to the consumer by e-mail when saved. */
export function AnswerComplaintForm({ id, number }: { id: string; number: string }) {
  const router = useRouter();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isPending, startTransition] = useTransition();
  const fieldId = `answer-${id}`;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      const result = await answerComplaintAction({ id, answer });
      if (!result.ok) {
        setError(result.fieldErrors?.answer?.[0] ?? result.error);
        return;
      }
      setError(undefined);
      setAnswer('');
      toast.success(`Respuesta enviada al consumidor (hoja N.° ${number})`);
      router.refresh();
    });
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-medium">
        Respuesta del proveedor y acciones adoptadas
      </label>
      <Textarea
        id={fieldId}
        rows={5}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        maxLength={COMPLAINT_LIMITS.answer}
        disabled={isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
          Se guarda en la hoja y se envía al correo del consumidor. No podrás editarla después.
        </p>
      )}
      <Button type="submit" disabled={isPending || answer.trim().length === 0}>
        {isPending ? 'Enviando respuesta...' : 'Enviar respuesta'}
      </Button>
    </form>
  );
}
