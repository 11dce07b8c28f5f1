import { Field } from '@/components/auth/field';
import { Input } from '@/components/ui/input';
import { closeField, openField, OPENING_HOURS_ROWS } from '@/lib/submissions/opening-hours';

import { FormSection } from './form-section';

/** `values`: what the visitor typed, when the form comes back after a POST. */
type SectionProps = { errors: Record<string, string>; values: Record<string, string> };

/**
 * Horario de atención, optional: what the site shows as opening hours. Left empty, the site
 * shows no hours at all rather than made-up ones.
 */
export function HoursSection({ errors, values }: SectionProps) {
  return (
    <FormSection title="Horario de atención" description="Opcional. Si lo dejas en blanco, tu sitio no muestra horario hasta que nos lo indiques.">
      {OPENING_HOURS_ROWS.map((row) => (
        <div key={row.key} className="grid gap-4 sm:grid-cols-2">
          <Field id={openField(row.key)} label={`${row.label}: abre`} isOptional error={errors[openField(row.key)]}>
            {(c) => <Input {...c} name={openField(row.key)} defaultValue={values[openField(row.key)]} type="time" step={900} />}
          </Field>
          <Field id={closeField(row.key)} label={`${row.label}: cierra`} isOptional error={errors[closeField(row.key)]}>
            {(c) => <Input {...c} name={closeField(row.key)} defaultValue={values[closeField(row.key)]} type="time" step={900} />}
          </Field>
        </div>
      ))}
    </FormSection>
  );
}
