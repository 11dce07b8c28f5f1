/**
 * Lengths the sign-up forms and their schemas share. Kept apart from schemas.ts, which builds zod
 * schemas when it loads, so a form that needs only a maxLength does not download zod.
 */

/** Minimum password length: the spec's 6 raised to the NIST / OWASP ASVS minimum (issue 4). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** maxLength of every input, mirrored by the schema below. */
export const FIELD_LIMITS = {
  fullName: 100,
  email: 255,
  phone: 30,
  businessName: 120,
  address: 200,
  city: 100,
  country: 100,
  url: 500,
  targetKeywords: 500,
  competitorSites: 1000,
  brandColors: 200,
  notes: 2000,
} as const;
