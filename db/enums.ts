/**
 * The values of the database's enumerations that the code lists, checks or labels: db/schema.ts
 * makes its pgEnums from these lists, and lib/ derives its types and labels from them, so a value
 * is written once (decision 0029). Client-safe: no drizzle here.
 */

/** A trial submission's status (spec section 2). */
export const SUBMISSION_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A customer's site: drafted, previewed to the customer, live, taken offline, removed (decision 0015). */
export const SITE_STATUSES = ['draft', 'in_review', 'live', 'suspended', 'removed'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

/** A receipt at the receipt API and SUNAT (decision 0011). */
export const RECEIPT_STATUSES = ['pending', 'issued', 'accepted', 'rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Identity documents in Peru: DNI, carné de extranjería, RUC, passport. */
export const DOCUMENT_TYPES = ['dni', 'ce', 'ruc', 'passport'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What a visitor sent from a customer's site: a message (contact form), a table or tour request (reservation form), or an order sent on to WhatsApp (order form). */
export const SITE_LEAD_KINDS = ['message', 'reservation', 'order'] as const;
export type SiteLeadKind = (typeof SITE_LEAD_KINDS)[number];
