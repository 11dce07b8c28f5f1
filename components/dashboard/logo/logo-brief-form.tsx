'use client';

import { useActionState } from 'react';
import { Field } from '@/components/auth/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { saveOwnLogoBriefAction } from '@/lib/sites/logo/actions';
import type { LogoBriefInput } from '@/lib/submissions/logo-brief';
import { LOGO_BRIEF_LIMITS } from '@/lib/submissions/logo-brief-options';
import { LogoStyleOptions } from './logo-style-options';

/**
 * The logo brief, a plain POST to its server action (works before the page's script loads):
 * the page comes back with each field's error under it and what was typed kept, or with the
 * brief saved and the card showing that the team is on it.
 */
export function LogoBriefForm({ initial, isUpdate }: { initial: LogoBriefInput | null; isUpdate: boolean }) {
  const [result, formAction, isPending] = useActionState(saveOwnLogoBriefAction, null, '/dashboard/logo');
  const errors = result?.ok === false ? (result.fieldErrors ?? {}) : {};
  const typed = result?.ok === false ? (result.values ?? {}) : {};
  const value = (key: keyof LogoBriefInput) => typed[key] ?? initial?.[key] ?? '';

  return (
    <form action={formAction} className="grid gap-4">
      {result?.ok === false ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          {result.fieldErrors ? 'Revisa los campos marcados.' : result.error}
        </p>
      ) : null}
      {result?.ok ? (
        <p role="status" className="rounded-md border border-success p-3 text-sm">
          Guardamos tu pedido. Te avisaremos por correo cuando tengamos opciones.
        </p>
      ) : null}
      <Field id="logo-name" label="Nombre en el logo" error={errors.name?.[0]}>
        {(c) => <Input {...c} name="name" required maxLength={LOGO_BRIEF_LIMITS.name} defaultValue={value('name')} />}
      </Field>
      <Field id="logo-colors" label="Colores" isOptional error={errors.colors?.[0]}>
        {(c) => <Input {...c} name="colors" maxLength={LOGO_BRIEF_LIMITS.colors} defaultValue={value('colors')} placeholder="Rojo y amarillo" />}
      </Field>
      <Field id="logo-style" label="Estilo" isOptional error={errors.style?.[0]}>
        {(c) => (
          <NativeSelect {...c} name="style" defaultValue={value('style')}>
            <LogoStyleOptions />
          </NativeSelect>
        )}
      </Field>
      <Field
        id="logo-message"
        label="¿Qué debe transmitir tu logo?"
        error={errors.message?.[0]}
        hint="Por ejemplo: cercanía, frescura, tradición familiar, precios justos."
      >
        {(c) => <Textarea {...c} name="message" required rows={4} maxLength={LOGO_BRIEF_LIMITS.message} defaultValue={value('message')} />}
      </Field>
      <Button type="submit" disabled={isPending} className="justify-self-start">
        {isUpdate ? 'Guardar cambios' : 'Pedir mi logo'}
      </Button>
    </form>
  );
}
