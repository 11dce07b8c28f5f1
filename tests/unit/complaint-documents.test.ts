import { describe, expect, it } from 'vitest';
import { isValidCe, isValidDni, isValidPassport, isValidRuc, normalizeDocumentNumber } from '@/lib/text/identity-documents';
import { complaintFormSchema } from '@/lib/complaints/schemas';

describe('identity documents', () => {
  it('accepts a DNI of exactly 8 digits', () => {
    expect(isValidDni('45678912')).toBe(true);
    expect(isValidDni('4567891')).toBe(false);
    expect(isValidDni('456789123')).toBe(false);
    expect(isValidDni('4567891A')).toBe(false);
  });

  it('accepts a carné de extranjería of 9 to 12 letters or digits', () => {
    expect(isValidCe('001234567')).toBe(true);
    expect(isValidCe('CE1234567890')).toBe(true);
    expect(isValidCe('12345678')).toBe(false);
    expect(isValidCe('1234567890123')).toBe(false);
    expect(isValidCe('00123456#')).toBe(false);
  });

  it('checks a RUC: 11 digits, known prefix and modulo-11 check digit', () => {
    expect(isValidRuc('20131312955')).toBe(true); // SUNAT
    expect(isValidRuc('20100070970')).toBe(true);
    expect(isValidRuc('10467793549')).toBe(true);
    expect(isValidRuc('20000000001')).toBe(true); // check digit 11 → 1
    expect(isValidRuc('20131312956')).toBe(false); // wrong check digit
    expect(isValidRuc('30131312955')).toBe(false); // unknown prefix
    expect(isValidRuc('2013131295')).toBe(false); // 10 digits
  });

  it('accepts a passport of 6 to 12 letters or digits', () => {
    expect(isValidPassport('AB123456')).toBe(true);
    expect(isValidPassport('A1234')).toBe(false);
  });

  it('drops spaces, dots and hyphens and upper-cases letters', () => {
    expect(normalizeDocumentNumber(' 20-131312955 ')).toBe('20131312955');
    expect(normalizeDocumentNumber('ce 123.456.789')).toBe('CE123456789');
  });
});

describe('the sheet form', () => {
  const valid = {
    fullName: 'Jorge Ramírez',
    documentType: 'ce',
    documentNumber: '001234567',
    address: 'Av. Arequipa 1200, Lima',
    email: 'Jorge@Example.pe',
    phone: '+51 987 654 321',
    contractedItem: 'producto',
    contractedDescription: 'Logo profesional',
    kind: 'queja',
    details: 'No me respondieron en tres días.',
    consumerRequest: 'Una respuesta a mi consulta.',
  };

  it('parses a valid sheet, normalising e-mail and amount', () => {
    const sheet = complaintFormSchema.parse({ ...valid, amountClaimed: '150,5', isMinor: undefined });
    expect(sheet).toMatchObject({ email: 'jorge@example.pe', amountClaimed: '150.50', isMinor: false });
    expect(complaintFormSchema.parse(valid).amountClaimed).toBeUndefined();
  });

  it('explains each wrong document in Spanish', () => {
    const messageFor = (documentType: string, documentNumber: string) =>
      complaintFormSchema.safeParse({ ...valid, documentType, documentNumber }).error?.issues.find((i) => i.path[0] === 'documentNumber')?.message;
    expect(messageFor('dni', '1234567')).toBe('El DNI debe tener 8 dígitos.');
    expect(messageFor('ce', '1234')).toBe('El carné de extranjería debe tener entre 9 y 12 letras o números.');
    expect(messageFor('ruc', '20131312956')).toMatch(/^El RUC no es válido/);
    expect(messageFor('passport', 'A1')).toBe('El pasaporte debe tener entre 6 y 12 letras o números.');
    expect(messageFor('dni', '45678912')).toBeUndefined();
  });

  it('refuses negative amounts and more than two decimals', () => {
    for (const amountClaimed of ['-1', '10.123', 'diez']) {
      expect(complaintFormSchema.safeParse({ ...valid, amountClaimed }).success).toBe(false);
    }
    expect(complaintFormSchema.parse({ ...valid, amountClaimed: '0' }).amountClaimed).toBe('0.00');
  });

  it('drops guardian data unless the consumer is a minor', () => {
    const adult = complaintFormSchema.parse({ ...valid, guardianName: 'Alguien', guardianDocument: '40123456' });
    expect(adult.guardianName).toBeUndefined();
    const minor = complaintFormSchema.safeParse({ ...valid, isMinor: 'on' });
    expect(minor.error?.issues.map((i) => i.path[0]).sort()).toEqual(['guardianDocument', 'guardianName']);
  });
});
