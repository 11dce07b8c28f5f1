'use client';

import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';

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
};

/**
 * A message to the team (changes to the site are asked for in the section-anchored form instead).
 * The button stays disabled while the text is blank or sending; on failure the text stays for
 * another try.
 */
export function TeamMessageForm({ label, submitLabel, successMessage, placeholder, send }: Props) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [isBlank, setIsBlank] = useState(true);
  const [isPending, startTransition] = useTransition();

  // Text typed before the page finished loading counts too.
  useEffect(() => setIsBlank(!textareaRef.current?.value.trim()), []);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const message = textareaRef.current?.value ?? '';
    if (!message.trim()) return;
    startTransition(async () => {
      const result = await send({ message });
      if (result.ok) {
        form.reset();
        setIsBlank(true);
        toast.success(successMessage);
      } else if (result.error === NO_ADMIN_MESSAGE) {
        toast.error(NO_ADMIN_MESSAGE);
      } else {
        toast.error(`Error al enviar mensaje: ${result.error}`);
      }
    });
  };

  return (
    <form onSubmit={submit} method="post" className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        ref={textareaRef}
        id={id}
        name="message"
        rows={3}
        maxLength={CUSTOMER_MESSAGE_MAX}
        placeholder={placeholder}
        onChange={(e) => setIsBlank(!e.target.value.trim())}
        readOnly={isPending}
      />
      <Button type="submit" disabled={isPending || isBlank} className="justify-self-start">
        {isPending ? <Spinner className="size-4" label="Enviando..." /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
