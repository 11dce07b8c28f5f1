import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookies } from '@/content/legal/cookies';
import { privacy } from '@/content/legal/privacy';
import type { LegalServices } from '@/content/legal/services';
import { terms } from '@/content/legal/terms';
import type { LegalDocument } from '@/content/legal/types';
import { CONSENT_POLICY_VERSIONS, LEGAL_VERSIONS, versionDate } from '@/content/legal/versions';

/** Every configuration a deployment can have: each one shows its own variant of the texts. */
const SERVICES: LegalServices[] = [
  { payments: null, yape: false, receipts: false },
  { payments: null, yape: false, receipts: true },
  { payments: 'stripe', yape: false, receipts: false },
  { payments: 'stripe', yape: false, receipts: true },
  { payments: 'mercadopago', yape: true, receipts: false },
  { payments: 'mercadopago', yape: true, receipts: true },
];

/** The terms name the current launch prices, which change without changing the terms themselves. */
const PRICES = { basic: 'S/ <básico>', growth: 'S/ <crecimiento>' };

const DOCUMENTS: Record<keyof typeof LEGAL_VERSIONS, (services: LegalServices) => LegalDocument> = {
  terms: (services) => terms(PRICES, services),
  privacy,
  cookies,
};

/** Everything a reader sees of a document, in every configuration, but its version. */
function fingerprint(document: (services: LegalServices) => LegalDocument): string {
  const texts = SERVICES.map((services) => {
    const { version: _version, ...text } = document(services);
    return text;
  });
  return createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 16);
}

/**
 * The text each version stands for. Changed a document? Bump its version in
 * content/legal/versions.ts to the day of the change, then record the new fingerprint here.
 */
const TEXT_OF_VERSION = {
  terms: { version: '2026-11-27', fingerprint: '2aa1c03147c83f5a' },
  privacy: { version: '2026-11-27', fingerprint: '72f5b48fccd359c2' },
  cookies: { version: '2026-11-27', fingerprint: '6d58043de5739135' },
};

describe('the legal documents’ versions', () => {
  it('change whenever a document’s text changes', () => {
    for (const name of Object.keys(DOCUMENTS) as (keyof typeof DOCUMENTS)[]) {
      expect({ name, version: LEGAL_VERSIONS[name], fingerprint: fingerprint(DOCUMENTS[name]) }).toEqual({ name, ...TEXT_OF_VERSION[name] });
    }
  });

  it('date each page by its version, as people in Peru write a date', () => {
    expect(versionDate('2026-11-27')).toBe('27 de noviembre de 2026');
    expect(versionDate('2025-01-01')).toBe('1 de enero de 2025');
    for (const services of SERVICES) expect(terms(PRICES, services).version).toBe(LEGAL_VERSIONS.terms);
  });

  it('are what the consents record: terms and privacy for the terms consent, privacy for the marketing e-mails', () => {
    expect(CONSENT_POLICY_VERSIONS).toEqual({
      terms_privacy: `terms:${LEGAL_VERSIONS.terms};privacy:${LEGAL_VERSIONS.privacy}`,
      marketing: `privacy:${LEGAL_VERSIONS.privacy}`,
    });
  });
});
