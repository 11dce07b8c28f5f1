'use client';

import { toast } from '@/components/ui/toast';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth/client';
import { signInSchema } from '@/lib/signup/schemas';

import { EmailInput } from './credential-inputs';
import { Field } from './field';
import { checkWith, useAuthSubmit } from './use-auth-submit';
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
  const { submit, errors, isPending } = useAuthSubmit({
    check: (form) => checkWith(signInSchema, { email: form.get('email'), password: form.get('password') }),
    send: async (values) => {
      const { data, error } = await authClient.signIn.email(values);
      if (error) return error;
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        onTwoFactorRequired();
        return;
      }
      toast.success('Inicio de sesión exitoso');
      onSignedIn();
    },
  });

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
