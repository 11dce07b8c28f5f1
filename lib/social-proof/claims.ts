import { FAQ_WITH_CUSTOMERS, faqCustomersSentence, type FaqItem } from '@/content/faq';

/** Up to this many active customers the pages claim no number at all. */
export const CLAIM_THRESHOLD = 200;

/**
 * The round figure the public copy may claim ('más de N negocios') for the real count of customers
 * working with us now (countActiveCustomers): the hundreds it has passed, and nothing until it
 * passes 200.
 */
export function customersClaim(activeCustomers: number): number | null {
  if (activeCustomers <= CLAIM_THRESHOLD) return null;
  return Math.floor((activeCustomers - 1) / 100) * 100;
}

/** The FAQ as the landing page shows it (and its structured data says it). */
export function faqsWithClaim(faqs: readonly FaqItem[], claim: number | null): readonly FaqItem[] {
  if (claim === null) return faqs;
  return faqs.map((item) => (item.question === FAQ_WITH_CUSTOMERS ? { ...item, answer: `${item.answer} ${faqCustomersSentence(claim)}` } : item));
}
