'use client';

import { SendIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { sendProjectUpdateAction } from '@/lib/messages/admin-actions';
import { useAdminAction } from '../use-admin-action';

/** 'Send Message to Client': a 'Project Update' to the submission's own customer. */
export function SendMessageForm({ submissionId, hasCustomer }: { submissionId: string; hasCustomer: boolean }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const { run, isPending } = useAdminAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!message.trim()) return;
    // The text stays in the box until the server confirms, so a failure loses nothing.
    run(sendProjectUpdateAction, { submissionId, message }, { success: 'Message sent', errorPrefix: 'Error sending: ', onSuccess: () => setMessage('') });
  }

  if (!hasCustomer) return <p className="text-sm text-muted-foreground">This submission has no customer account to write to.</p>;
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id} className="sr-only">
        Message to the client
      </Label>
      <Textarea
        id={id}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder="Write a project update..."
        maxLength={5000}
        disabled={isPending}
      />
      <Button type="submit" className="justify-self-start" disabled={isPending || !message.trim()}>
        {isPending ? <Spinner className="size-4" label="Sending..." /> : <SendIcon aria-hidden="true" />}
        Send Message
      </Button>
    </form>
  );
}
