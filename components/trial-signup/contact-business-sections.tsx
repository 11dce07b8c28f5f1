import { Field } from '@/components/auth/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { industryOptions } from '@/content/options';
import { FIELD_LIMITS, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/signup/limits';

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
    </FormSection>
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
