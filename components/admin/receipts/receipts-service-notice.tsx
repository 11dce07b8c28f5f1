import type { ReceiptsService } from '@/lib/receipts/queries';

/** Why the list stays empty when Vitrina issues no receipts, so an empty month never reads as lost ones. */
const NOTICES: Record<Exclude<ReceiptsService, 'api'>, string> = {
  elsewhere: 'RECEIPTS=off: los comprobantes se emiten fuera de Vitrina, así que aquí no aparece ninguno nuevo.',
  unconfigured: 'La API de comprobantes no está configurada (RECEIPTS_API_URL y RECEIPTS_API_TOKEN): Vitrina no emite comprobantes y esta lista queda vacía.',
};

export function ReceiptsServiceNotice({ service }: { service: ReceiptsService }) {
  if (service === 'api') return null;
  return <p className="rounded-md border border-border bg-muted p-3 text-sm">{NOTICES[service]}</p>;
}
