'use client';

import { useState, type FormEvent } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

type Props = {
  id: string;
  submitLabel: string;
  variant?: ButtonProps['variant'];
  /** Resolves to an error message, or null when done. */
  onSubmit: (password: string) => Promise<string | null>;
};

/** Changing two-factor settings asks for the password again, so an open session is not enough. */
export function PasswordStep({ id, submitLabel, variant, onSubmit }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError('Enter your password');
    setIsPending(true);
    const message = await onSubmit(password).catch(() => 'The server could not be reached, try again');
    setIsPending(false);
    setError(message);
    if (!message) setPassword('');
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:max-w-sm">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Current password</Label>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={isPending}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant={variant} className="justify-self-start" disabled={isPending}>
        {isPending ? <Spinner className="size-4" label="Please wait..." /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
