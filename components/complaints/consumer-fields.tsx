import { DOCUMENT_TYPES } from '@/db/enums';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { documentTypeLabels } from '@/lib/text/identity-documents';
import { COMPLAINT_LIMITS } from '@/lib/complaints/limits';
import { FormField } from './form-field';

type Props = {
  value: (name: string) => string;
  error: (name: string) => string | undefined;
};

const invalid = (message: string | undefined) => (message ? true : undefined);

/** Block 1: who files the sheet, and a parent or guardian when that person is a minor. */
export function ConsumerFields({ value, error }: Props) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold">1. Identificación del consumidor reclamante</legend>
      <FormField id="fullName" label="Nombre completo" error={error('fullName')}>
        {(describedBy) => (
          <Input
            id="fullName"
            name="fullName"
            autoComplete="name"
            required
            maxLength={COMPLAINT_LIMITS.fullName}
            defaultValue={value('fullName')}
            aria-invalid={invalid(error('fullName'))}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <FormField id="documentType" label="Tipo de documento" error={error('documentType')}>
          {(describedBy) => (
            <NativeSelect
              id="documentType"
              name="documentType"
              required
              defaultValue={value('documentType')}
              aria-invalid={invalid(error('documentType'))}
              aria-describedby={describedBy}
            >
              {/* Empty first, so `required` asks for a choice (HTML requires it of a required select). */}
              <option value="">Elige uno</option>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {documentTypeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="documentNumber"
          label="Número de documento"
          hint="DNI: 8 dígitos · CE: 9 a 12 caracteres · RUC: 11 dígitos · Pasaporte: 6 a 12 caracteres."
          error={error('documentNumber')}
        >
          {(describedBy) => (
            <Input
              id="documentNumber"
              name="documentNumber"
              required
              maxLength={20}
              autoComplete="off"
              defaultValue={value('documentNumber')}
              aria-invalid={invalid(error('documentNumber'))}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
      </div>
      <FormField id="address" label="Domicilio" error={error('address')}>
        {(describedBy) => (
          <Input
            id="address"
            name="address"
            autoComplete="address-line1"
            required
            maxLength={COMPLAINT_LIMITS.address}
            defaultValue={value('address')}
            aria-invalid={invalid(error('address'))}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="email" label="Correo electrónico" hint="Te enviaremos aquí la copia de tu hoja y nuestra respuesta." error={error('email')}>
          {(describedBy) => (
            <Input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={COMPLAINT_LIMITS.email}
              defaultValue={value('email')}
              aria-invalid={invalid(error('email'))}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField id="phone" label="Teléfono" error={error('phone')}>
          {(describedBy) => (
            <Input
              id="phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              maxLength={COMPLAINT_LIMITS.phone}
              defaultValue={value('phone')}
              aria-invalid={invalid(error('phone'))}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
      </div>
      {/* Pure CSS shows the guardian fields when the box is ticked, so this works without JavaScript too. */}
      <div className="group space-y-4">
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium">
          <input type="checkbox" id="isMinor" name="isMinor" defaultChecked={value('isMinor') === 'on'} className="size-4 accent-[var(--color-primary)]" />
          Soy menor de edad
        </label>
        <div className="hidden gap-4 rounded-md border border-border p-4 group-has-[#isMinor:checked]:grid sm:grid-cols-2">
          <p className="text-sm text-muted-foreground sm:col-span-2">Datos de tu padre, madre o apoderado:</p>
          <FormField id="guardianName" label="Nombre completo" error={error('guardianName')}>
            {(describedBy) => (
              <Input
                id="guardianName"
                name="guardianName"
                maxLength={COMPLAINT_LIMITS.guardianName}
                defaultValue={value('guardianName')}
                aria-invalid={invalid(error('guardianName'))}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
          <FormField id="guardianDocument" label="DNI u otro documento" error={error('guardianDocument')}>
            {(describedBy) => (
              <Input
                id="guardianDocument"
                name="guardianDocument"
                maxLength={20}
                defaultValue={value('guardianDocument')}
                aria-invalid={invalid(error('guardianDocument'))}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
        </div>
      </div>
    </fieldset>
  );
}
