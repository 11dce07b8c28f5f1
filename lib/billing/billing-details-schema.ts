import type { DocumentType } from '@/db/enums';
import { z } from 'zod';
import { isValidCe, isValidDni, isValidRuc, normalizeDocumentNumber } from '@/lib/text/identity-documents';
import { cleanText } from '@/lib/text/fields';

/**
 * The receipt data a customer gives before paying. Client-safe: the dialog and the server check
 * the same rules, and every message is one a customer can act on. Names and addresses are one
 * line, cleaned like the other forms' text (a NUL would make the database refuse the row).
 */
const text = (min: number, max: number, required: string) =>
  z
    .string({ error: required })
    .transform((value) => cleanText(value, false))
    .pipe(z.string().min(min, required).max(max, `Debe tener como máximo ${max} caracteres.`));

const boleta = z
  .object({
    kind: z.literal('boleta'),
    name: text(3, 150, 'Escribe tu nombre completo.'),
    documentType: z.enum(['none', 'dni', 'ce'], { error: 'Elige un tipo de documento.' }).default('none'),
    documentNumber: z.string().optional().default('').transform(normalizeDocumentNumber),
  })
  .superRefine((value, ctx) => {
    if (value.documentType === 'dni' && !isValidDni(value.documentNumber)) {
      ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: 'El DNI debe tener 8 dígitos.' });
    }
    if (value.documentType === 'ce' && !isValidCe(value.documentNumber)) {
      ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: 'El carné de extranjería debe tener entre 9 y 12 letras o números.' });
    }
  });

const factura = z.object({
  kind: z.literal('factura'),
  ruc: z
    .string({ error: 'Escribe el RUC.' })
    .transform(normalizeDocumentNumber)
    .refine(isValidRuc, 'El RUC no es válido: revisa sus 11 dígitos (el último es un dígito de control).'),
  name: text(2, 200, 'Escribe la razón social.'),
  address: text(5, 250, 'Escribe la dirección fiscal completa.'),
});

export const billingDetailsSchema = z.discriminatedUnion('kind', [boleta, factura], { error: 'Elige boleta o factura.' });
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetailsValues = z.output<typeof billingDetailsSchema>;

/** Stored details as the form shows them. */
export type BillingDetails = {
  kind: 'boleta' | 'factura';
  name: string;
  documentType: Exclude<DocumentType, 'passport'> | null;
  documentNumber: string | null;
  address: string | null;
};

export const BILLING_DETAILS_MISSING = 'Antes de pagar, indica los datos de tu comprobante (boleta o factura).';
