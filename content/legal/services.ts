/**
 * What a deployment runs that the legal pages and the FAQ must name, no more and no less: who
 * takes the payments, whether Yape is offered, whether receipts go through an OSE/PSE.
 * lib/legal/services.ts reads it from the configuration.
 */
export type LegalServices = {
  /** The provider that takes the monthly payments; null while online payments are off. */
  payments: 'stripe' | 'mercadopago' | null;
  /** Month by month with Yape, through the provider's one-time payment links. */
  yape: boolean;
  /** Electronic receipts issued through an OSE/PSE's API, which receives the customer's DNI or RUC. */
  receipts: boolean;
};

export const PAYMENT_PROVIDER_NAMES = { stripe: 'Stripe', mercadopago: 'Mercado Pago' } as const;
