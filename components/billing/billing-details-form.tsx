'use client';

import { useId, useState, useTransition } from 'react';

import { Field, firstErrors } from '@/components/auth/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { saveBillingDetailsAction } from '@/lib/receipts/actions';
import { billingDetailsSchema, type BillingDetails } from '@/lib/billing/billing-details-schema';

import { reachServer } from './reach-server';

type Values = { kind: 'boleta' | 'factura'; name: string; documentType: string; documentNumber: string; ruc: string; address: string };

const fromDetails = (details: BillingDetails | null): Values => ({
  kind: details?.kind ?? 'boleta',
  name: details?.name ?? '',
  documentType: details?.kind === 'boleta' && details.documentType ? details.documentType : 'none',
  documentNumber: details?.kind === 'boleta' ? (details.documentNumber ?? '') : '',
  ruc: details?.kind === 'factura' ? (details.documentNumber ?? '') : '',
  address: details?.address ?? '',
});

/** The form's values as the schema reads them: only the chosen kind's fields. */
const toInput = (v: Values) =>
  v.kind === 'factura'
    ? { kind: v.kind, ruc: v.ruc, name: v.name, address: v.address }
    : { kind: v.kind, name: v.name, documentType: v.documentType, documentNumber: v.documentNumber };

/**
 * Boleta or factura data. Checked here with the server's own schema first, then saved; on any
 * error every field keeps what was typed, and switching between boleta and factura loses nothing.
 */
export function BillingDetailsForm({
  initial,
  submitLabel,
  onSaved,
}: {
  initial: BillingDetails | null;
  submitLabel: string;
  onSaved: (details: BillingDetails) => void;
}) {
  const id = useId();
  const [values, setValues] = useState(() => fromDetails(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();
  const set = (key: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = toInput(values);
    const checked = billingDetailsSchema.safeParse(input);
    if (!checked.success) {
      setErrors(firstErrors(checked.error.issues));
      setFormError(null);
      return;
    }
    startTransition(async () => {
      const result = await reachServer(() => saveBillingDetailsAction(input));
      if (result.ok) {
        setErrors({});
        setFormError(null);
        onSaved(result.data);
      } else {
        setErrors(Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([key, messages]) => [key, messages[0] ?? ''])));
        setFormError(result.error);
      }
    });
  };

  const isFactura = values.kind === 'factura';
  return (
    <form onSubmit={submit} method="post" noValidate className="grid gap-4" aria-label="Datos del comprobante">
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Comprobante</legend>
        <div className="flex gap-4">
          {(['boleta', 'factura'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={set('kind')} />
              {kind === 'boleta' ? 'Boleta' : 'Factura (con RUC)'}
            </label>
          ))}
        </div>
      </fieldset>
      {isFactura ? (
        <>
          <Field id={`${id}-ruc`} label="RUC" error={errors.ruc}>
            {(control) => <Input {...control} name="ruc" inputMode="numeric" autoComplete="off" value={values.ruc} onChange={set('ruc')} />}
          </Field>
          <Field id={`${id}-name`} label="Razón social" error={errors.name}>
            {(control) => <Input {...control} name="name" autoComplete="organization" value={values.name} onChange={set('name')} />}
          </Field>
          <Field id={`${id}-address`} label="Dirección fiscal" error={errors.address}>
            {(control) => <Input {...control} name="address" autoComplete="street-address" value={values.address} onChange={set('address')} />}
          </Field>
        </>
      ) : (
        <>
          <Field id={`${id}-name`} label="Nombre completo" error={errors.name}>
            {(control) => <Input {...control} name="name" autoComplete="name" value={values.name} onChange={set('name')} />}
          </Field>
          <Field id={`${id}-doctype`} label="Documento" isOptional error={errors.documentType}>
            {(control) => (
              <NativeSelect {...control} name="documentType" value={values.documentType} onChange={set('documentType')}>
                <option value="none">Sin documento</option>
                <option value="dni">DNI</option>
                <option value="ce">Carné de extranjería</option>
              </NativeSelect>
            )}
          </Field>
          {values.documentType === 'none' ? null : (
            <Field id={`${id}-docnumber`} label="Número de documento" error={errors.documentNumber}>
              {(control) => <Input {...control} name="documentNumber" autoComplete="off" value={values.documentNumber} onChange={set('documentNumber')} />}
            </Field>
          )}
        </>
      )}
      {formError && Object.keys(errors).length === 0 ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={isPending}>
        {isPending ? <Spinner className="size-4" label="Guardando..." /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
