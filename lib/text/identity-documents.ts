import type { DocumentType } from '@/db/enums';

/**
 * Peruvian identity documents accepted on a hoja de reclamación. Pure and client-safe: the form
 * and the server share these checks.
 */

export const documentTypeLabels: Record<DocumentType, string> = {
  dni: 'DNI',
  ce: 'Carné de extranjería',
  ruc: 'RUC',
  passport: 'Pasaporte',
};

/** Spaces, dots and hyphens people type inside numbers are dropped; letters are upper-cased. */
export function normalizeDocumentNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export function isValidDni(value: string): boolean {
  return /^\d{8}$/.test(value);
}

/**
 * Carné de extranjería: Migraciones issues 9-digit numbers today, while older cards and the
 * Carné de Permiso Temporal de Permanencia carry letters or up to 12 characters. We accept
 * 9 to 12 letters or digits so no genuine card is refused.
 */
export function isValidCe(value: string): boolean {
  return /^[A-Z0-9]{9,12}$/.test(value);
}

const RUC_PREFIXES = ['10', '15', '17', '20'];
const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** SUNAT's RUC: 11 digits, a known prefix, and the modulo-11 check digit. */
export function isValidRuc(value: string): boolean {
  if (!/^\d{11}$/.test(value) || !RUC_PREFIXES.includes(value.slice(0, 2))) return false;
  const sum = RUC_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  const check = (11 - (sum % 11)) % 10;
  return check === Number(value[10]);
}

export function isValidPassport(value: string): boolean {
  return /^[A-Z0-9]{6,12}$/.test(value);
}

export const documentRules: Record<DocumentType, { isValid: (value: string) => boolean; message: string }> = {
  dni: { isValid: isValidDni, message: 'El DNI debe tener 8 dígitos.' },
  ce: { isValid: isValidCe, message: 'El carné de extranjería debe tener entre 9 y 12 letras o números.' },
  ruc: { isValid: isValidRuc, message: 'El RUC no es válido: debe tener 11 dígitos, empezar con 10, 15, 17 o 20 y su dígito verificador debe coincidir.' },
  passport: { isValid: isValidPassport, message: 'El pasaporte debe tener entre 6 y 12 letras o números.' },
};
