'use client';

import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth/client';
import { passwordResetRequestSchema } from '@/lib/signup/schemas';

import { EmailInput } from './credential-inputs';
import { Field } from './field';
import { checkWith, useAuthSubmit } from './use-auth-submit';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submit, errors, isPending } = useAuthSubmit({
    check: (form) => checkWith(passwordResetRequestSchema, { email: form.get('email') }),
    send: async ({ email: cleanEmail }) => {
      const { error } = await authClient.requestPasswordReset({ email: cleanEmail, redirectTo: RESET_PASSWORD_PATH });
      // Only a rate limit is worth saying: any other answer would tell who has an account.
      if (error?.status === 429) return error;
      setSentTo(cleanEmail);
    },
  });

  if (sentTo) {
    return (
      <div role="status" className="grid gap-4 text-sm">
        <div className="flex gap-3 rounded-md border border-border bg-muted/40 p-4">
          <MailCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <p>
            Si hay una cuenta con <strong className="break-all">{sentTo}</strong>, te enviamos un enlace para elegir una nueva contraseña. Revisa tu bandeja de
            entrada y la carpeta de spam. El enlace sirve una sola vez y vence en 1 hora.
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
      <Field id="forgot-email" label="Email" error={errors.email}>
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
