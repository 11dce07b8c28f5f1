import 'server-only';
import type { receipts } from '@/db/schema';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { planName } from '@/lib/billing/present';
import { splitIgv, toSoles } from './amounts';

type ReceiptRow = typeof receipts.$inferSelect;

/**
 * The receipt's line for one month of a plan, as SUNAT and the customer read it: the plan's
 * Spanish name, or none for a plan we cannot tell (never a provider's product id).
 */
export function subscriptionLine(planType: string | null): string {
  const name = planType ? planName(planType) : null;
  return name ? `Vitrina: suscripción mensual (${name})` : 'Vitrina: suscripción mensual';
}

/** tipo_de_comprobante in the receipt API. */
const DOCUMENT_TYPE = { factura: 1, boleta: 2, nota_credito: 3 } as const;

/** SUNAT's catalogue 06: 6 RUC, 1 DNI, 4 carné de extranjería, '-' a boleta without a document. */
function customerDocument(row: ReceiptRow): { type: string; number: string } {
  switch (row.customerDocumentType) {
    case 'ruc':
      return { type: '6', number: row.customerDocumentNumber ?? '' };
    case 'dni':
      return { type: '1', number: row.customerDocumentNumber ?? '' };
    case 'ce':
      return { type: '4', number: row.customerDocumentNumber ?? '' };
    default:
      return { type: '-', number: '-' };
  }
}

/** "DD-MM-YYYY" in Lima, as the API expects fecha_de_emision. */
function emissionDate(at: Date): string {
  const [year, month, day] = limaDateKey(at).split('-');
  return `${day}-${month}-${year}`;
}

/**
 * The generar_comprobante request for one receipt row: one service line, price with IGV
 * included. A credit note names the receipt it corrects and the reason (06: devolución total).
 */
export function buildReceiptDocument(row: ReceiptRow, reference: ReceiptRow | null, now: Date = new Date()): Record<string, unknown> {
  const { baseCents, igvCents, totalCents } = splitIgv(row.amountCents);
  const customer = customerDocument(row);
  const document: Record<string, unknown> = {
    operacion: 'generar_comprobante',
    tipo_de_comprobante: DOCUMENT_TYPE[row.kind],
    serie: row.series,
    numero: row.number,
    sunat_transaction: 1,
    cliente_tipo_de_documento: customer.type,
    cliente_numero_de_documento: customer.number,
    cliente_denominacion: row.customerName,
    cliente_direccion: row.customerAddress ?? '',
    cliente_email: row.customerEmail ?? '',
    fecha_de_emision: emissionDate(now),
    moneda: 1,
    porcentaje_de_igv: 18,
    total_gravada: toSoles(baseCents),
    total_igv: toSoles(igvCents),
    total: toSoles(totalCents),
    enviar_automaticamente_a_la_sunat: true,
    enviar_automaticamente_al_cliente: Boolean(row.customerEmail),
    items: [
      {
        unidad_de_medida: 'ZZ',
        codigo: 'VITRINA',
        descripcion: row.description,
        cantidad: 1,
        valor_unitario: toSoles(baseCents),
        precio_unitario: toSoles(totalCents),
        subtotal: toSoles(baseCents),
        tipo_de_igv: 1,
        igv: toSoles(igvCents),
        total: toSoles(totalCents),
        anticipo_regularizacion: false,
      },
    ],
  };
  if (row.kind === 'nota_credito' && reference) {
    Object.assign(document, {
      documento_que_se_modifica_tipo: DOCUMENT_TYPE[reference.kind],
      documento_que_se_modifica_serie: reference.series,
      documento_que_se_modifica_numero: reference.number,
      tipo_de_nota_de_credito: 6,
    });
  }
  return document;
}

/** consultar_comprobante: the API's current answer for a document it already has. */
export function buildConsultation(row: ReceiptRow): Record<string, unknown> {
  return { operacion: 'consultar_comprobante', tipo_de_comprobante: DOCUMENT_TYPE[row.kind], serie: row.series, numero: row.number };
}
