import { type DocumentType } from '@/db/enums';
import { documentTypeLabels } from '@/lib/text/identity-documents';

/** A hoja de reclamación as pages, e-mails and the admin list show it (no database row types). */
export type ComplaintSheetView = {
  id: string;
  number: string;
  /** ISO instant of filing. */
  createdAt: string;
  fullName: string;
  documentType: DocumentType;
  documentNumber: string;
  address: string;
  email: string;
  phone: string;
  isMinor: boolean;
  guardianName: string | null;
  guardianDocument: string | null;
  contractedItem: 'producto' | 'servicio';
  /** "150.00", or null when no amount was claimed. */
  amountClaimed: string | null;
  contractedDescription: string;
  kind: 'reclamo' | 'queja';
  details: string;
  consumerRequest: string;
  status: 'received' | 'answered';
  /** Lima calendar date, YYYY-MM-DD. */
  dueDate: string;
  answer: string | null;
  answeredAt: string | null;
};

/** The provider's header on every sheet (COMPANY_LEGAL_NAME, COMPANY_RUC, COMPANY_ADDRESS). */
export type ComplaintProvider = { legalName: string; ruc: string; address: string };

export const complaintKindLabels = {
  reclamo: 'Reclamo',
  queja: 'Queja',
} as const;

export const complaintKindHints = {
  reclamo: 'Disconformidad relacionada con el producto o servicio.',
  queja: 'Malestar o descontento respecto a la atención recibida.',
} as const;

export const contractedItemLabels = {
  producto: 'Producto',
  servicio: 'Servicio',
} as const;

export const complaintStatusLabels = {
  received: 'Recibido',
  answered: 'Respondido',
} as const;

const limaDate = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' });
/** "22 de noviembre de 2026, 10:15 a. m." in Lima time. */
export { formatLimaDateTime } from '@/lib/utils/lima-dates';

/** A Lima calendar date (YYYY-MM-DD) in words; noon UTC keeps it on the same day in Lima. */
export function formatDateKey(dateKey: string): string {
  return limaDate.format(new Date(`${dateKey}T12:00:00Z`));
}

export function formatSoles(amount: string): string {
  return `S/ ${Number(amount).toLocaleString('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export type SheetBlock = { title: string; rows: Array<[label: string, value: string]> };

/** The sheet's three blocks, in the order of the official form; shared by the page and the e-mail. */
export function sheetBlocks(sheet: ComplaintSheetView): SheetBlock[] {
  const consumer: Array<[string, string]> = [
    ['Nombre completo', sheet.fullName],
    ['Documento', `${documentTypeLabels[sheet.documentType]} ${sheet.documentNumber}`],
    ['Domicilio', sheet.address],
    ['Correo electrónico', sheet.email],
    ['Teléfono', sheet.phone],
    ['Menor de edad', sheet.isMinor ? 'Sí' : 'No'],
  ];
  if (sheet.isMinor) {
    consumer.push(['Padre, madre o apoderado', `${sheet.guardianName ?? ''} (documento ${sheet.guardianDocument ?? ''})`]);
  }
  return [
    { title: '1. Identificación del consumidor reclamante', rows: consumer },
    {
      title: '2. Identificación del bien contratado',
      rows: [
        ['Tipo', contractedItemLabels[sheet.contractedItem]],
        ['Monto reclamado', sheet.amountClaimed === null ? 'No indicado' : formatSoles(sheet.amountClaimed)],
        ['Descripción', sheet.contractedDescription],
      ],
    },
    {
      title: '3. Detalle de la reclamación y pedido del consumidor',
      rows: [
        ['Tipo', `${complaintKindLabels[sheet.kind]}: ${complaintKindHints[sheet.kind]}`],
        ['Detalle', sheet.details],
        ['Pedido', sheet.consumerRequest],
      ],
    },
  ];
}

/** The two notices the law asks every sheet to carry. */
export function complaintLegalNotices(deadlineBusinessDays: number): string[] {
  return [
    'La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo para interponer una denuncia ante el INDECOPI.',
    `El proveedor deberá dar respuesta al reclamo o queja en un plazo no mayor a ${deadlineBusinessDays} días hábiles, improrrogable.`,
  ];
}
