import 'server-only';
import { eq } from 'drizzle-orm';
import { billingDetails } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import type { BillingDetails, BillingDetailsValues } from './billing-details-schema';

export async function getBillingDetails(userId: string): Promise<BillingDetails | null> {
  const [row] = await getDb().select().from(billingDetails).where(eq(billingDetails.userId, userId)).limit(1);
  if (!row) return null;
  return {
    kind: row.kind,
    name: row.name,
    documentType: row.documentType === 'passport' ? null : row.documentType,
    documentNumber: row.documentNumber,
    address: row.address,
  };
}

/** Stores the caller's receipt data (one row per customer); later receipts use it, issued ones keep theirs. */
export async function saveBillingDetails(userId: string, input: BillingDetailsValues): Promise<BillingDetails> {
  const values =
    input.kind === 'factura'
      ? { kind: 'factura' as const, name: input.name, documentType: 'ruc' as const, documentNumber: input.ruc, address: input.address }
      : {
          kind: 'boleta' as const,
          name: input.name,
          documentType: input.documentType === 'none' ? null : input.documentType,
          documentNumber: input.documentType === 'none' ? null : input.documentNumber,
          address: null,
        };
  await getDb()
    .insert(billingDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingDetails.userId, set: { ...values, updatedAt: new Date() } });
  return values;
}
