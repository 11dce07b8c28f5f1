import { describe, expect, it } from 'vitest';
import { isValidRuc } from '@/lib/text/identity-documents';
import { splitIgv } from '@/lib/receipts/amounts';
import { billingDetailsSchema } from '@/lib/billing/billing-details-schema';

describe('IGV included in the price', () => {
  it('splits S/ 25.00 into 21.19 + 3.81 and S/ 45.00 into 38.14 + 6.86, adding up to the céntimo', () => {
    expect(splitIgv(2500)).toEqual({ baseCents: 2119, igvCents: 381, totalCents: 2500 });
    expect(splitIgv(4500)).toEqual({ baseCents: 3814, igvCents: 686, totalCents: 4500 });
    for (let cents = 1; cents < 100_000; cents += 37) {
      const { baseCents, igvCents } = splitIgv(cents);
      expect(baseCents + igvCents).toBe(cents);
    }
  });
});

describe('RUC check digit', () => {
  it('accepts real RUCs and refuses one digit off, a wrong prefix or a wrong length', () => {
    expect(isValidRuc('20131312955')).toBe(true);
    expect(isValidRuc('20100047218')).toBe(true);
    expect(isValidRuc('20131312956')).toBe(false);
    expect(isValidRuc('30131312955')).toBe(false);
    expect(isValidRuc('2013131295')).toBe(false);
  });
});

describe('billing details form', () => {
  it('takes a boleta with no document, and a RUC typed with spaces and hyphens', () => {
    expect(billingDetailsSchema.parse({ kind: 'boleta', name: 'Ana Torres' })).toMatchObject({ documentType: 'none' });
    const factura = billingDetailsSchema.parse({ kind: 'factura', ruc: '20-131312955 ', name: 'Bodega S.A.C.', address: 'Av. Sol 100, Cusco' });
    expect(factura).toMatchObject({ ruc: '20131312955' });
  });

  it('explains in Spanish what is wrong with a DNI, a RUC or a missing address', () => {
    const dni = billingDetailsSchema.safeParse({ kind: 'boleta', name: 'Ana Torres', documentType: 'dni', documentNumber: '1234' });
    expect(dni.error?.issues[0]).toMatchObject({ path: ['documentNumber'], message: 'El DNI debe tener 8 dígitos.' });
    const ruc = billingDetailsSchema.safeParse({ kind: 'factura', ruc: '20131312956', name: 'Bodega', address: '' });
    expect(ruc.error?.issues.map((i) => i.path[0])).toEqual(['ruc', 'address']);
    expect(ruc.error?.issues[0]?.message).toMatch(/RUC no es válido/);
  });
});
