import { useId } from 'react';

import { Field } from '@/components/auth/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { industryOptions } from '@/content/options';
import { FIELD_LIMITS, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/text/limits';

import { FormSection } from './form-section';

/** `values`: what the visitor typed, when the form comes back after a POST. */
type SectionProps = {
  errors: Record<string, string>;
  values: Record<string, string>;
};

/**
 * Información de contacto. A signed-in customer only adds a phone: the account exists. The cached
 * page draws the visitor's fields; for a customer the island (public/islands/trial-form.js) drops
 * them and names the account, while the page answering a POST knows who sent it (`signedInAs`).
 */
export function ContactSection({ errors, values, signedInAs }: SectionProps & { signedInAs: string | null }) {
  return (
    <FormSection title="Información de contacto" description="Con estos datos creamos tu cuenta para que sigas tu proyecto.">
      <p data-account-note="" hidden={!signedInAs} className="text-sm">
        Enviarás la solicitud con tu cuenta{' '}
        <strong data-viewer-email="" className="break-all">
          {signedInAs}
        </strong>
        .
      </p>
      {signedInAs ? null : (
        <div data-account-fields="" className="contents">
          <Field id="fullName" label="Nombre completo" error={errors.fullName}>
            {(c) => <Input {...c} name="fullName" defaultValue={values.fullName} autoComplete="name" required maxLength={FIELD_LIMITS.fullName} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="email" label="Email" error={errors.email}>
              {(c) => <Input {...c} name="email" defaultValue={values.email} type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} />}
            </Field>
            <Field id="password" label="Contraseña" error={errors.password} hint={`Mínimo ${PASSWORD_MIN} caracteres`}>
              {(c) => <Input {...c} name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} />}
            </Field>
          </div>
        </div>
      )}
      <Field id="phone" label="Teléfono" isOptional error={errors.phone} hint="Para escribirte por WhatsApp si hace falta.">
        {(c) => (
          <Input
            {...c}
            name="phone"
            defaultValue={values.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={FIELD_LIMITS.phone}
            placeholder="+51 987 654 321"
          />
        )}
      </Field>
      <PublicEmailCheckbox signedInAs={signedInAs} isChecked={values.emailIsPublic === 'on'} />
    </FormSection>
  );
}

/**
 * The account's e-mail is private unless the customer ticks this: then it is also the business's
 * public e-mail on the site. Unticked (the default), the site shows none and visitors write
 * through its contact form.
 */
function PublicEmailCheckbox({ signedInAs, isChecked }: { signedInAs: string | null; isChecked: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        name="emailIsPublic"
        defaultChecked={isChecked}
        className="mt-0.5 size-5 shrink-0 accent-primary disabled:cursor-not-allowed"
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-1">
        <Label htmlFor={id} className="leading-snug font-normal">
          Mostrar{' '}
          <span data-viewer-email="" data-signed-in={signedInAs ? '' : undefined} className="break-all data-signed-in:font-semibold">
            {signedInAs ?? 'este email'}
          </span>{' '}
          en mi sitio web como el email de mi negocio
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Si no lo marcas, tu email no aparece en tu sitio: tus clientes te escriben por el formulario de contacto y te llega a tu correo.
        </p>
      </div>
    </div>
  );
}

/** Detalles del negocio. */
export function BusinessSection({ errors, values }: SectionProps) {
  return (
    <FormSection title="Detalles del negocio">
      <Field id="businessName" label="Nombre del negocio" error={errors.businessName}>
        {(c) => (
          <Input {...c} name="businessName" defaultValue={values.businessName} autoComplete="organization" required maxLength={FIELD_LIMITS.businessName} />
        )}
      </Field>
      <Field id="industry" label="Rubro" isOptional error={errors.industry}>
        {(c) => (
          <NativeSelect {...c} name="industry" defaultValue={values.industry ?? ''}>
            <option value="">Elige un rubro</option>
            {industryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="address" label="Dirección" isOptional error={errors.address}>
        {(c) => (
          <Input
            {...c}
            name="address"
            defaultValue={values.address}
            autoComplete="address-line1"
            maxLength={FIELD_LIMITS.address}
            placeholder="Av. Larco 123, Miraflores"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="city" label="Ciudad" error={errors.city}>
          {(c) => (
            <Input {...c} name="city" defaultValue={values.city} autoComplete="address-level2" required maxLength={FIELD_LIMITS.city} placeholder="Lima" />
          )}
        </Field>
        <Field id="country" label="País" error={errors.country}>
          {(c) => <Input {...c} name="country" autoComplete="country-name" required maxLength={FIELD_LIMITS.country} defaultValue={values.country ?? 'Perú'} />}
        </Field>
      </div>
    </FormSection>
  );
}
