import { useId } from 'react';

import { Field } from '@/components/auth/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { industryOptions } from '@/content/options';
import { FIELD_LIMITS, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/text/limits';

import { FormSection } from './form-section';

type SectionProps = {
  errors: Record<string, string>;
  disabled: boolean;
};

/** Información de contacto. A signed-in customer only adds a phone: the account exists. */
export function ContactSection({ errors, disabled, signedInAs }: SectionProps & { signedInAs: string | null }) {
  return (
    <FormSection title="Información de contacto" description="Con estos datos creamos tu cuenta para que sigas tu proyecto.">
      {signedInAs ? (
        <p className="text-sm">
          Enviarás la solicitud con tu cuenta <strong className="break-all">{signedInAs}</strong>.
        </p>
      ) : (
        <>
          <Field id="fullName" label="Nombre completo" error={errors.fullName}>
            {(c) => <Input {...c} name="fullName" autoComplete="name" required maxLength={FIELD_LIMITS.fullName} disabled={disabled} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="email" label="Email" error={errors.email}>
              {(c) => <Input {...c} name="email" type="email" autoComplete="email" required maxLength={FIELD_LIMITS.email} disabled={disabled} />}
            </Field>
            <Field id="password" label="Contraseña" error={errors.password} hint={`Mínimo ${PASSWORD_MIN} caracteres`}>
              {(c) => (
                <Input
                  {...c}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={PASSWORD_MIN}
                  maxLength={PASSWORD_MAX}
                  disabled={disabled}
                />
              )}
            </Field>
          </div>
        </>
      )}
      <Field id="phone" label="Teléfono" isOptional error={errors.phone} hint="Para escribirte por WhatsApp si hace falta.">
        {(c) => <Input {...c} name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={FIELD_LIMITS.phone} placeholder="+51 987 654 321" disabled={disabled} />}
      </Field>
      <PublicEmailCheckbox disabled={disabled} signedInAs={signedInAs} />
    </FormSection>
  );
}

/**
 * The account's e-mail is private unless the customer ticks this: then it is also the business's
 * public e-mail on the site. Unticked (the default), the site shows none and visitors write
 * through its contact form.
 */
function PublicEmailCheckbox({ disabled, signedInAs }: { disabled: boolean; signedInAs: string | null }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input type="checkbox" id={id} name="emailIsPublic" disabled={disabled} className="mt-0.5 size-5 shrink-0 accent-primary disabled:cursor-not-allowed" aria-describedby={`${id}-hint`} />
      <div className="grid gap-1">
        <Label htmlFor={id} className="leading-snug font-normal">
          Mostrar {signedInAs ? <strong className="break-all">{signedInAs}</strong> : 'este email'} en mi sitio web como el email de mi negocio
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Si no lo marcas, tu email no aparece en tu sitio: tus clientes te escriben por el formulario de contacto y te llega a tu correo.
        </p>
      </div>
    </div>
  );
}

/** Detalles del negocio. */
export function BusinessSection({ errors, disabled }: SectionProps) {
  return (
    <FormSection title="Detalles del negocio">
      <Field id="businessName" label="Nombre del negocio" error={errors.businessName}>
        {(c) => <Input {...c} name="businessName" autoComplete="organization" required maxLength={FIELD_LIMITS.businessName} disabled={disabled} />}
      </Field>
      <Field id="industry" label="Rubro" isOptional error={errors.industry}>
        {(c) => (
          <NativeSelect {...c} name="industry" defaultValue="" disabled={disabled}>
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
        {(c) => <Input {...c} name="address" autoComplete="address-line1" maxLength={FIELD_LIMITS.address} placeholder="Av. Larco 123, Miraflores" disabled={disabled} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="city" label="Ciudad" error={errors.city}>
          {(c) => <Input {...c} name="city" autoComplete="address-level2" required maxLength={FIELD_LIMITS.city} placeholder="Lima" disabled={disabled} />}
        </Field>
        <Field id="country" label="País" error={errors.country}>
          {(c) => <Input {...c} name="country" autoComplete="country-name" required maxLength={FIELD_LIMITS.country} defaultValue="Perú" disabled={disabled} />}
        </Field>
      </div>
    </FormSection>
  );
}
