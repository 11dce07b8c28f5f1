// Kept apart from schemas.ts, which builds zod schemas when it loads, so the sheet's fields can
// read their maxLength without downloading zod.

/** Shared by the sheet form and the server: every message is written for the consumer. */
export const COMPLAINT_LIMITS = {
  fullName: 150,
  address: 250,
  email: 255,
  phone: 20,
  guardianName: 150,
  description: 500,
  details: 3000,
  consumerRequest: 2000,
  answer: 5000,
} as const;
