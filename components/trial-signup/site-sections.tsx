import { Field } from '@/components/auth/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { copyToneOptions, sitePreferenceOptions } from '@/content/options';
import { LogoStyleOptions } from '@/components/dashboard/logo/logo-style-options';
import { LOGO_BRIEF_LIMITS } from '@/lib/submissions/logo-brief-options';
import { FIELD_LIMITS } from '@/lib/text/limits';

import { FormSection } from './form-section';

/** `values`: what the visitor typed, when the form comes back after a POST. */
type SectionProps = { errors: Record<string, string>; values: Record<string, string> };

/** Presencia web actual. */
export function WebPresenceSection({ errors, values }: SectionProps) {
  return (
    <FormSection title="Presencia web actual" description="Si aún no tienes, déjalos en blanco.">
      <Field id="currentWebsiteUrl" label="Sitio web actual" isOptional error={errors.currentWebsiteUrl}>
        {(c) => (
          <Input
            {...c}
            name="currentWebsiteUrl"
            defaultValue={values.currentWebsiteUrl}
            type="text"
            inputMode="url"
            autoComplete="url"
            maxLength={FIELD_LIMITS.url}
            placeholder="minegocio.pe"
          />
        )}
      </Field>
      <Field id="googleBusinessUrl" label="Perfil de Google Business" isOptional error={errors.googleBusinessUrl}>
        {(c) => (
          <Input
            {...c}
            name="googleBusinessUrl"
            defaultValue={values.googleBusinessUrl}
            type="text"
            inputMode="url"
            maxLength={FIELD_LIMITS.url}
            placeholder="https://maps.app.goo.gl/..."
          />
        )}
      </Field>
    </FormSection>
  );
}

/** Preferencias del sitio. */
export function PreferencesSection({ errors, values }: SectionProps) {
  return (
    <FormSection title="Preferencias del sitio">
      <Field id="sitePreference" label="¿Qué quieres hacer con tu sitio?" error={errors.sitePreference}>
        {(c) => (
          <NativeSelect {...c} name="sitePreference" required defaultValue={values.sitePreference ?? ''}>
            <option value="" disabled>
              Elige una opción
            </option>
            {sitePreferenceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="copyTone" label="Tono de los textos" isOptional error={errors.copyTone}>
        {(c) => (
          <NativeSelect {...c} name="copyTone" defaultValue={values.copyTone ?? ''}>
            <option value="">Elige un tono</option>
            {copyToneOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="brandColors" label="Colores de tu marca" isOptional error={errors.brandColors}>
        {(c) => <Input {...c} name="brandColors" defaultValue={values.brandColors} maxLength={FIELD_LIMITS.brandColors} placeholder="Azul marino y blanco" />}
      </Field>
    </FormSection>
  );
}

/** SEO y marketing. */
export function SeoSection({ errors, values }: SectionProps) {
  return (
    <FormSection title="SEO y marketing" description="Nos ayuda a que te encuentren en Google.">
      <Field id="targetKeywords" label="Palabras clave" isOptional error={errors.targetKeywords} hint="¿Qué escribiría un cliente en Google para encontrarte?">
        {(c) => (
          <Textarea
            {...c}
            name="targetKeywords"
            defaultValue={values.targetKeywords}
            rows={3}
            maxLength={FIELD_LIMITS.targetKeywords}
            placeholder="cevichería en Chorrillos, almuerzo marino"
          />
        )}
      </Field>
      <Field id="competitorSites" label="Sitios de referencia" isOptional error={errors.competitorSites} hint="Webs que te gustan o de tu competencia.">
        {(c) => <Textarea {...c} name="competitorSites" defaultValue={values.competitorSites} rows={3} maxLength={FIELD_LIMITS.competitorSites} />}
      </Field>
    </FormSection>
  );
}

const NOTES_EXAMPLE =
  'Somos una cevichería familiar en Chorrillos con 15 años de historia. Queremos que nuestros clientes vean la carta con fotos, los horarios y la ubicación, y que puedan reservar por WhatsApp. Nos gustaría un estilo fresco, con los colores del mar.';

/** Información adicional, with an example the visitor can show or hide (a disclosure: no script). */
export function NotesSection({ errors, values }: SectionProps) {
  return (
    <FormSection title="Información adicional">
      <Field
        id="notes"
        label="Notas adicionales"
        isOptional
        error={errors.notes}
        hint="Cuéntanos tu historia, qué ofreces y qué te gustaría lograr con tu sitio."
      >
        {(c) => <Textarea {...c} name="notes" defaultValue={values.notes} rows={5} maxLength={FIELD_LIMITS.notes} />}
      </Field>
      <details className="group">
        <summary className="w-fit cursor-pointer list-none text-sm font-medium text-primary underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Ver un ejemplo de descripción</span>
          <span className="hidden group-open:inline">Ocultar ejemplo</span>
        </summary>
        <p className="mt-2 rounded-md bg-muted/50 p-3 text-sm text-muted-foreground">{NOTES_EXAMPLE}</p>
      </details>
    </FormSection>
  );
}

/** 'Tu logo' (optional): what the logo should convey and a style; its name and colours are the business's. */
export function LogoSection({ errors, values }: SectionProps) {
  return (
    <FormSection
      title="Tu logo"
      description="Tu plan incluye el diseño de tu logo. Si ya tienes uno, déjalo en blanco; también puedes pedirlo después desde tu panel."
    >
      <Field id="logoStyle" label="Estilo del logo" isOptional error={errors.logoStyle}>
        {(c) => (
          <NativeSelect {...c} name="logoStyle" defaultValue={values.logoStyle ?? ''}>
            <LogoStyleOptions />
          </NativeSelect>
        )}
      </Field>
      <Field
        id="logoMessage"
        label="¿Qué debe transmitir tu logo?"
        isOptional
        error={errors.logoMessage}
        hint="Por ejemplo: cercanía, frescura, tradición familiar."
      >
        {(c) => <Textarea {...c} name="logoMessage" defaultValue={values.logoMessage} rows={3} maxLength={LOGO_BRIEF_LIMITS.message} />}
      </Field>
    </FormSection>
  );
}
