'use client';

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth/client';
import { signInSchema } from '@/lib/signup/schemas';

import { authErrorMessage } from './auth-error-message';
import { EmailInput } from './credential-inputs';
import { Field, firstErrors } from './field';
import { useHydrated } from './use-hydrated';

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => void;
  onTwoFactorRequired: () => void;
  onForgotPassword: () => void;
};

export function SignInForm({ email, onEmailChange, onSignedIn, onTwoFactorRequired, onForgotPassword }: Props) {
  const isHydrated = useHydrated();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isPending, setIsPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = signInSchema.safeParse({ email: form.get('email'), password: form.get('password') });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setIsPending(true);
    try {
      const { data, error } = await authClient.signIn.email(parsed.data);
      if (error) {
        toast.error(authErrorMessage(error));
        setIsPending(false);
        return;
      }
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        onTwoFactorRequired();
        return;
      }
      toast.success('Inicio de sesión exitoso');
      // Stays pending while the next page loads, so the button cannot be pressed twice.
      onSignedIn();
    } catch {
      toast.error('Ocurrió un error');
      setIsPending(false);
    }
  }

  return (
    <form onSubmit={submit} method="post" noValidate className="grid gap-4">
      <Field id="signin-email" label="Email" error={errors.email}>
        {(control) => <EmailInput {...control} defaultValue={email} onEmailChange={onEmailChange} readOnly={isPending} />}
      </Field>
      <Field id="signin-password" label="Contraseña" error={errors.password}>
        {(control) => <Input {...control} type="password" name="password" autoComplete="current-password" required readOnly={isPending} />}
      </Field>
      <div className="-mt-2 text-right">
        <Button type="button" variant="link" className="h-auto p-0" onClick={onForgotPassword}>
          ¿Olvidaste tu contraseña?
        </Button>
      </div>
      <Button type="submit" disabled={!isHydrated || isPending}>
        {isPending ? <Spinner className="size-4" label="Iniciando sesión..." /> : null}
        Iniciar sesión
      </Button>
    </form>
  );
}
