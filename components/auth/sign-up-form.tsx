'use client';

import { toast } from '@/components/ui/toast';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth/client';
import { FIELD_LIMITS, PASSWORD_MIN } from '@/lib/text/limits';
import { createAccountSchema } from '@/lib/signup/schemas';

import { ConsentCheckboxes } from './consent-checkboxes';
import { EmailInput, NewPasswordInput } from './credential-inputs';
import { Field } from './field';
import { checkWith, useAuthSubmit } from './use-auth-submit';
import { useHydrated } from './use-hydrated';

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedUp: () => void;
};

export function SignUpForm({ email, onEmailChange, onSignedUp }: Props) {
  const isHydrated = useHydrated();
  const { submit, errors, isPending } = useAuthSubmit({
    check: (form) => checkWith(createAccountSchema, Object.fromEntries(form)),
    send: async ({ fullName, email: cleanEmail, password, acceptTerms, acceptMarketing }) => {
      // The consents travel with the account: the server refuses a sign-up without them and stores
      // them in the same request (lib/auth/profile-input.ts). Better Auth's client types know only
      // the user's own fields, so the body is built apart and passed through as it is.
      const body = { name: fullName, email: cleanEmail, password, acceptTerms, acceptMarketing };
      const { data, error } = await authClient.signUp.email(body);
      if (error) return error;
      if (!data?.user) return { code: 'SIGNUP_FAILED' };
      toast.success('Cuenta creada exitosamente');
      onSignedUp();
    },
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="grid gap-4">
      <Field id="signup-name" label="Nombre completo" error={errors.fullName}>
        {(control) => <Input {...control} name="fullName" autoComplete="name" required maxLength={FIELD_LIMITS.fullName} readOnly={isPending} />}
      </Field>
      <Field id="signup-email" label="Email" error={errors.email}>
        {(control) => <EmailInput {...control} maxLength={FIELD_LIMITS.email} defaultValue={email} onEmailChange={onEmailChange} readOnly={isPending} />}
      </Field>
      <Field id="signup-password" label="Contraseña" error={errors.password} hint={`Mínimo ${PASSWORD_MIN} caracteres`}>
        {(control) => <NewPasswordInput {...control} readOnly={isPending} />}
      </Field>
      <ConsentCheckboxes termsError={errors.acceptTerms} disabled={isPending} />
      <Button type="submit" disabled={!isHydrated || isPending}>
        {isPending ? <Spinner className="size-4" label="Creando cuenta..." /> : null}
        Crear cuenta
      </Button>
    </form>
  );
}
