'use client';

import { MailCheckIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth/client';
import { emailField } from '@/lib/signup/schemas';

import { authErrorMessage } from './auth-error-message';
import { EmailInput } from './credential-inputs';
import { Field } from './field';
import { useHydrated } from './use-hydrated';

/** Where the e-mailed link lands (Better Auth appends ?token=… or ?error=INVALID_TOKEN). */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

type Props = { email: string; onEmailChange: (email: string) => void; onBack: () => void };

/**
 * Asks for a reset link. The answer is the same whether or not the account exists, so the form
 * cannot be used to find out who is a customer.
 */
export function ForgotPasswordForm({ email, onEmailChange, onBack }: Props) {
  const isHydrated = useHydrated();
  const [error, setError] = useState<string>();
  const [isPending, setIsPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailField.safeParse(new FormData(event.currentTarget).get('email'));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setIsPending(true);
    try {
      const { error: requestError } = await authClient.requestPasswordReset({ email: parsed.data, redirectTo: RESET_PASSWORD_PATH });
      if (requestError?.status === 429) toast.error(authErrorMessage(requestError));
      else setSentTo(parsed.data);
    } catch {
      toast.error('Ocurrió un error');
    } finally {
      setIsPending(false);
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="grid gap-4 text-sm">
        <div className="flex gap-3 rounded-md border border-border bg-muted/40 p-4">
          <MailCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <p>
            Si hay una cuenta con <strong className="break-all">{sentTo}</strong>, te enviamos un enlace para elegir una nueva
            contraseña. Revisa tu bandeja de entrada y la carpeta de spam. El enlace sirve una sola vez y vence en 1 hora.
          </p>
        </div>
        <Button variant="outline" onClick={onBack}>
          Volver a iniciar sesión
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} method="post" noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.</p>
      <Field id="forgot-email" label="Email" error={error}>
        {(control) => <EmailInput {...control} defaultValue={email} onEmailChange={onEmailChange} readOnly={isPending} />}
      </Field>
      <Button type="submit" disabled={!isHydrated || isPending}>
        {isPending ? <Spinner className="size-4" label="Enviando..." /> : null}
        Enviar enlace
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        Volver a iniciar sesión
      </Button>
    </form>
  );
}
