/**
 * Each legal document's version: the day its text last changed (YYYY-MM-DD), bumped in the same
 * change as the text. The page's "Última actualización" is drawn from it, and the sign-up records
 * it with each consent, so a consent names the very text the customer accepted.
 * tests/unit/legal-versions.test.ts fails when a document's text changes and its version does not.
 */
export const LEGAL_VERSIONS = {
  terms: '2026-11-27',
  privacy: '2026-11-27',
  cookies: '2026-11-27',
} as const;

const longDate = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'UTC' });

/** A version as the page shows it: '27 de noviembre de 2026'. */
export const versionDate = (version: string) => longDate.format(new Date(`${version}T00:00:00Z`));

/**
 * What each consent records (consents.policy_version): the terms-and-privacy consent accepts both
 * documents, the marketing e-mails are governed by the privacy policy.
 */
export const CONSENT_POLICY_VERSIONS = {
  terms_privacy: `terms:${LEGAL_VERSIONS.terms};privacy:${LEGAL_VERSIONS.privacy}`,
  marketing: `privacy:${LEGAL_VERSIONS.privacy}`,
} as const;
