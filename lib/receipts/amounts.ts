/**
 * Peruvian prices include IGV (18 %): the receipt shows the taxable base and the tax, which must
 * add up to the price to the céntimo. The base is rounded and the tax is what remains, so
 * S/ 25.00 reads 21.19 + 3.81. Pure: the dashboard and the receipt API share it.
 */
export const IGV_RATE = 0.18;

export function splitIgv(totalCents: number): { baseCents: number; igvCents: number; totalCents: number } {
  const baseCents = Math.round(totalCents / (1 + IGV_RATE));
  return { baseCents, igvCents: totalCents - baseCents, totalCents };
}

/** 2119 → 21.19, the number the receipt API expects. */
export const toSoles = (cents: number) => Math.round(cents) / 100;

/** 2500 → "S/ 25.00". */
export const formatSoles = (cents: number) => `S/ ${(cents / 100).toFixed(2)}`;
