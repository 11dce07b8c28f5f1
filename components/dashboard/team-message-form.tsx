'use client';

import { useId, useState, useTransition } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { ActionResult } from '@/lib/actions/result';
import { CUSTOMER_MESSAGE_MAX, NO_ADMIN_MESSAGE } from '@/lib/messages/schemas';

type Props = {
  label: string;
  submitLabel: string;
  successMessage: string;
  placeholder?: string;
  send: (input: { message: string }) => Promise<ActionResult<unknown>>;
  onSent?: () => void;
};

/**
 * A message to the team: the general one and the change request on the preview. The button stays
 * disabled while the text is blank or sending; on failure the text stays for another try.
 */
export function TeamMessageForm({ label, submitLabel, successMessage, placeholder, send, onSent }: Props) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [isPending, startTransition] = useTransition();
  const isBlank = message.trim().length === 0;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBlank) return;
    startTransition(async () => {
      const result = await send({ message });
      if (result.ok) {
        setMessage('');
        toast.success(successMessage);
        onSent?.();
      } else if (result.error === NO_ADMIN_MESSAGE) {
        toast.error(NO_ADMIN_MESSAGE);
      } else {
        toast.error(`Error al enviar mensaje: ${result.error}`);
      }
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name="message"
        rows={3}
        maxLength={CUSTOMER_MESSAGE_MAX}
        placeholder={placeholder}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        disabled={isPending}
      />
      <Button type="submit" disabled={isPending || isBlank} className="justify-self-start">
        {isPending ? <Spinner className="size-4" label="Enviando..." /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
