import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { complaintKindHints, complaintKindLabels, contractedItemLabels } from '@/lib/complaints/present';
import { COMPLAINT_LIMITS } from '@/lib/complaints/limits';
import { ChoiceGroup } from './choice-group';
import { FormField } from './form-field';

type Props = {
  value: (name: string) => string;
  error: (name: string) => string | undefined;
};

const invalid = (message: string | undefined) => (message ? true : undefined);

/** Blocks 2 and 3: what was contracted, and the claim itself with what the consumer asks for. */
export function ClaimFields({ value, error }: Props) {
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold">2. Identificación del bien contratado</legend>
        <ChoiceGroup
          name="contractedItem"
          legend="¿Qué contrataste?"
          defaultValue={value('contractedItem')}
          error={error('contractedItem')}
          options={[
            { value: 'producto', label: contractedItemLabels.producto },
            { value: 'servicio', label: contractedItemLabels.servicio },
          ]}
        />
        <FormField id="amountClaimed" label="Monto reclamado en soles" optional hint="Por ejemplo: 25.00" error={error('amountClaimed')}>
          {(describedBy) => (
            <div className="relative max-w-xs">
              <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
                S/
              </span>
              <Input
                id="amountClaimed"
                name="amountClaimed"
                inputMode="decimal"
                autoComplete="off"
                maxLength={14}
                className="pl-9"
                defaultValue={value('amountClaimed')}
                aria-invalid={invalid(error('amountClaimed'))}
                aria-describedby={describedBy}
              />
            </div>
          )}
        </FormField>
        <FormField id="contractedDescription" label="Descripción del producto o servicio" error={error('contractedDescription')}>
          {(describedBy) => (
            <Textarea
              id="contractedDescription"
              name="contractedDescription"
              rows={2}
              required
              maxLength={COMPLAINT_LIMITS.description}
              defaultValue={value('contractedDescription')}
              aria-invalid={invalid(error('contractedDescription'))}
              aria-describedby={describedBy}
              className="min-h-16"
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold">3. Detalle de la reclamación y pedido del consumidor</legend>
        <ChoiceGroup
          name="kind"
          legend="Tipo"
          defaultValue={value('kind')}
          error={error('kind')}
          options={[
            { value: 'reclamo', label: complaintKindLabels.reclamo, hint: complaintKindHints.reclamo },
            { value: 'queja', label: complaintKindLabels.queja, hint: complaintKindHints.queja },
          ]}
        />
        <FormField id="details" label="Detalle" hint="Cuéntanos qué pasó, con fechas si las tienes." error={error('details')}>
          {(describedBy) => (
            <Textarea
              id="details"
              name="details"
              rows={5}
              required
              maxLength={COMPLAINT_LIMITS.details}
              defaultValue={value('details')}
              aria-invalid={invalid(error('details'))}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField id="consumerRequest" label="Pedido" hint="¿Qué solicitas al proveedor para resolverlo?" error={error('consumerRequest')}>
          {(describedBy) => (
            <Textarea
              id="consumerRequest"
              name="consumerRequest"
              rows={3}
              required
              maxLength={COMPLAINT_LIMITS.consumerRequest}
              defaultValue={value('consumerRequest')}
              aria-invalid={invalid(error('consumerRequest'))}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
      </fieldset>
    </>
  );
}
