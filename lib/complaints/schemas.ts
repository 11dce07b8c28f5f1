import { DOCUMENT_TYPES, type DocumentType } from '@/db/enums';
import { z } from 'zod';
import { cleanText } from '@/lib/text/fields';
import { documentRules, normalizeDocumentNumber } from '@/lib/text/identity-documents';
import { COMPLAINT_LIMITS } from './limits';

/** Largest amount numeric(12,2) holds. */
const MAX_AMOUNT = 9_999_999_999.99;

/**
 * A required text of `min`..`max` characters, with one message per problem. `label` names the
 * field with its article ("El domicilio"); `required` is its empty-field message. Cleaned like
 * the trial form's text: control characters (PostgreSQL refuses NUL) are dropped.
 */
const text = (label: string, min: number, max: number, required = `${label} es obligatorio.`, multiline = false) =>
  z
    .string({ error: required })
    .transform((value) => cleanText(value, multiline))
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: required });
      else if (value.length < min) ctx.addIssue({ code: 'custom', message: `${label} debe tener al menos ${min} caracteres.` });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: `${label} debe tener como máximo ${max} caracteres.` });
    });

/** A checkbox posts "on" when ticked and nothing otherwise. */
const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? cleanText(value, false) : '') || undefined);

/** Soles with up to two decimals; "1.234,50"-style thousands are not accepted, "150,5" is. */
const amount = optionalText.pipe(
  z
    .string()
    .transform((value) => value.replace(',', '.'))
    .refine(
      (value) => /^\d{1,10}(\.\d{1,2})?$/.test(value),
      'El monto debe ser un número en soles mayor o igual a 0, con hasta 2 decimales (por ejemplo 150.50).',
    )
    .refine((value) => Number(value) <= MAX_AMOUNT, 'El monto es demasiado alto.')
    .transform((value) => Number(value).toFixed(2))
    .optional(),
);

export const complaintFormSchema = z
  .object({
    fullName: text('El nombre completo', 3, COMPLAINT_LIMITS.fullName),
    documentType: z.enum(DOCUMENT_TYPES, { error: 'Elige el tipo de documento.' }),
    documentNumber: z
      .string({ error: 'El número de documento es obligatorio.' })
      .transform(normalizeDocumentNumber)
      .pipe(z.string().min(1, 'El número de documento es obligatorio.')),
    address: text('El domicilio', 5, COMPLAINT_LIMITS.address),
    email: z
      .string({ error: 'El correo electrónico es obligatorio.' })
      .trim()
      .max(COMPLAINT_LIMITS.email, `El correo debe tener como máximo ${COMPLAINT_LIMITS.email} caracteres.`)
      .pipe(
        z
          .string()
          .refine((value) => value.length > 0, 'El correo electrónico es obligatorio.')
          .pipe(z.email('Ingresa un correo electrónico válido.')),
      )
      .transform((value) => value.toLowerCase()),
    phone: z
      .string({ error: 'El teléfono es obligatorio.' })
      .trim()
      .superRefine((value, ctx) => {
        if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'El teléfono es obligatorio.' });
        else if (!/^\+?[\d\s()-]+$/.test(value) || !/^\d{6,15}$/.test(value.replace(/\D/g, '')))
          ctx.addIssue({ code: 'custom', message: 'Ingresa un teléfono válido (solo números, de 6 a 15 dígitos).' });
      }),
    isMinor: checkbox,
    guardianName: optionalText.pipe(
      z.string().max(COMPLAINT_LIMITS.guardianName, `El nombre debe tener como máximo ${COMPLAINT_LIMITS.guardianName} caracteres.`).optional(),
    ),
    guardianDocument: optionalText.transform((value) => (value ? normalizeDocumentNumber(value) : undefined)),
    contractedItem: z.enum(['producto', 'servicio'], { error: 'Indica si contrataste un producto o un servicio.' }),
    amountClaimed: amount,
    contractedDescription: text('La descripción', 3, COMPLAINT_LIMITS.description, 'Describe el producto o servicio contratado.', true),
    kind: z.enum(['reclamo', 'queja'], { error: 'Elige si es un reclamo o una queja.' }),
    details: text('El detalle', 10, COMPLAINT_LIMITS.details, 'Cuéntanos el detalle de tu reclamo o queja.', true),
    consumerRequest: text('Tu pedido', 5, COMPLAINT_LIMITS.consumerRequest, 'Indica qué solicitas al proveedor.', true),
  })
  .superRefine(
    (sheet, ctx) => {
      // Runs even when other fields failed (see `when`), so values may still be unparsed.
      const { documentType, documentNumber, isMinor, guardianName, guardianDocument } = sheet as Partial<Record<string, unknown>>;
      const rule = documentRules[documentType as DocumentType] as (typeof documentRules)[DocumentType] | undefined;
      if (rule && typeof documentNumber === 'string' && documentNumber && !rule.isValid(documentNumber)) {
        ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: rule.message });
      }
      if (isMinor === true) {
        if (typeof guardianName !== 'string' || guardianName.length < 3) {
          ctx.addIssue({ code: 'custom', path: ['guardianName'], message: 'Si eres menor de edad, indica el nombre de tu padre, madre o apoderado.' });
        }
        if (typeof guardianDocument !== 'string' || !/^[A-Z0-9]{8,12}$/.test(guardianDocument)) {
          ctx.addIssue({
            code: 'custom',
            path: ['guardianDocument'],
            message: 'Indica el DNI o documento de tu padre, madre o apoderado (8 a 12 letras o números).',
          });
        }
      }
    },
    // Report these together with every other field error, not only after the rest is fixed.
    { when: () => true },
  )
  // A guardian is recorded only for a minor, whatever else the form carried.
  .transform((sheet) => (sheet.isMinor ? sheet : { ...sheet, guardianName: undefined, guardianDocument: undefined }));

export type ComplaintFormInput = z.output<typeof complaintFormSchema>;

export const answerComplaintSchema = z.object({
  id: z.uuid('Hoja no encontrada.'),
  answer: text('La respuesta', 10, COMPLAINT_LIMITS.answer, 'Escribe la respuesta y las acciones tomadas.', true),
});
