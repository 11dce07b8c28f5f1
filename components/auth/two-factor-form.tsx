'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/toast';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth/client';

import { Field } from './field';
import { useAuthSubmit } from './use-auth-submit';

type Props = { onVerified: () => void; onCancel: () => void };

/** The second step for accounts with two-factor sign-in on: a code from the app, or a backup code. */
export function TwoFactorForm({ onVerified, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [isBackupCode, setIsBackupCode] = useState(false);
  const { submit, errors, setErrors, isPending } = useAuthSubmit<string>({
    check: () => {
      const value = code.trim();
      if (!isBackupCode && !/^\d{6}$/.test(value)) return { errors: { code: 'Escribe los 6 dígitos que muestra tu app' } };
      if (isBackupCode && value.length === 0) return { errors: { code: 'Escribe uno de tus códigos de respaldo' } };
      return { values: value };
    },
    send: async (value) => {
      const { error } = isBackupCode ? await authClient.twoFactor.verifyBackupCode({ code: value }) : await authClient.twoFactor.verifyTotp({ code: value });
      if (error) return error;
      toast.success('Inicio de sesión exitoso');
      onVerified();
    },
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {isBackupCode
          ? 'Escribe uno de los códigos de respaldo que guardaste al activar la verificación en dos pasos.'
          : 'Abre tu app de autenticación y escribe el código de 6 dígitos de Vitrina.'}
      </p>
      <Field id="two-factor-code" label={isBackupCode ? 'Código de respaldo' : 'Código de verificación'} error={errors.code}>
        {(control) => (
          <Input
            {...control}
            name="code"
            autoComplete="one-time-code"
            inputMode={isBackupCode ? 'text' : 'numeric'}
            maxLength={isBackupCode ? 64 : 6}
            required
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            disabled={isPending}
          />
        )}
      </Field>
      <Button type="submit" disabled={isPending}>
        {isPending ? <Spinner className="size-4" label="Verificando..." /> : null}
        Verificar
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            setIsBackupCode(!isBackupCode);
            setCode('');
            setErrors({});
          }}
        >
          {isBackupCode ? 'Usar el código de la app' : 'Usar un código de respaldo'}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onCancel}>
          Volver
        </Button>
      </div>
    </form>
  );
}
