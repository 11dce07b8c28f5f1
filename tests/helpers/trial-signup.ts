import type { TrialSignupInput } from '@/lib/signup/schemas';

/**
 * What the trial form sends for a customer who gives only the required answers (spec section 5),
 * consenting to the terms and not to marketing; a test names the customer and overrides the rest.
 */
export function trialSignupInput(
  customer: Pick<TrialSignupInput, 'fullName' | 'email' | 'businessName' | 'city'> & Partial<TrialSignupInput>,
): TrialSignupInput {
  return {
    password: 'clave-segura-123',
    country: 'Perú',
    sitePreference: 'no_site_build_new',
    acceptTerms: true,
    acceptMarketing: false,
    quoteRequest: false,
    emailIsPublic: false,
    ...customer,
  };
}
