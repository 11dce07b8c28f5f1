import { describe, expect, it } from 'vitest';
import { saveBillingDetailsAction } from '@/lib/receipts/actions';
import { getBillingDetails } from '@/lib/billing/billing-details';
import { signInAsNewUser } from '../helpers/auth';

describe('billing details typed with stray characters', () => {
  it('stores a name and an address holding a NUL or a line break as one clean line', async () => {
    const boleta = await signInAsNewUser();
    expect(await saveBillingDetailsAction({ kind: 'boleta', name: 'Rosa\u0000 Quispe\nMamani' })).toMatchObject({ ok: true });
    expect(await getBillingDetails(boleta.id)).toMatchObject({ kind: 'boleta', name: 'Rosa Quispe Mamani' });

    const factura = await signInAsNewUser();
    expect(
      await saveBillingDetailsAction({ kind: 'factura', ruc: '20100070970', name: 'Bodega\u0000 Los Andes S.A.C.', address: 'Jr. Puno\u0000 123, Cusco' }),
    ).toMatchObject({ ok: true });
    expect(await getBillingDetails(factura.id)).toMatchObject({ name: 'Bodega Los Andes S.A.C.', address: 'Jr. Puno 123, Cusco' });
  });

  it('still asks for a name that is only control characters, in Spanish', async () => {
    await signInAsNewUser();
    const result = await saveBillingDetailsAction({ kind: 'boleta', name: '\u0000\u0000\u0000\u0000' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors?.name?.[0]).toBe('Escribe tu nombre completo.');
  });
});
