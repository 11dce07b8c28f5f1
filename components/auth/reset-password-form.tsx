'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth/client';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/text/limits';
import { passwordResetSchema } from '@/lib/signup/schemas';

import { NewPasswordInput } from './credential-inputs';
import { Field } from './field';
import { checkWith, useAuthSubmit } from './use-auth-submit';
import { useHydrated } from './use-hydrated';

/** Sets a new password with the single-use token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const isHydrated = useHydrated();
  const [isLinkExpired, setIsLinkExpired] = useState(false);
  const { submit, errors, isPending } = useAuthSubmit({
    check: (form) => checkWith(passwordResetSchema, { password: form.get('password') ?? '', confirmation: form.get('confirmation') ?? '' }),
    send: async ({ password }) => {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) {
        if (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED') setIsLinkExpired(true);
        return error;
      }
      toast.success('Tu contraseña fue actualizada. Inicia sesión con la nueva.');
      router.replace('/auth');
    },
  });

  if (isLinkExpired) return <ExpiredLinkNotice />;

  return (
    <form onSubmit={submit} method="post" noValidate className="grid gap-4">
      <Field id="new-password" label="Nueva contraseña" error={errors.password} hint={`Mínimo ${PASSWORD_MIN} caracteres`}>
        {(control) => <NewPasswordInput {...control} readOnly={isPending} />}
      </Field>
      <Field id="confirm-password" label="Repite la nueva contraseña" error={errors.confirmation}>
        {(control) => (
          <Input {...control} type="password" name="confirmation" autoComplete="new-password" required maxLength={PASSWORD_MAX} readOnly={isPending} />
        )}
      </Field>
      <Button type="submit" disabled={!isHydrated || isPending}>
        {isPending ? <Spinner className="size-4" label="Guardando..." /> : null}
        Guardar nueva contraseña
      </Button>
    </form>
  );
}

export function ExpiredLinkNotice() {
  return (
    <div className="grid gap-4 text-sm">
      <p role="alert">El enlace no es válido o ya venció. Los enlaces sirven una sola vez y vencen en 1 hora.</p>
      <Button asChild>
        <Link href="/auth?mode=forgot">Pedir un nuevo enlace</Link>
      </Button>
    </div>
  );
}
