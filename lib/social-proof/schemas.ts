/**
 * What the social-proof notice shows, safe for the browser. The server sends either real recent
 * activations (a business type and a city, never a name or an e-mail) or, only in development
 * with SOCIAL_PROOF_DEMO=1, the spec's demonstration lists. The landing page's island turns it
 * into notices (public/islands/social-proof-notice.js).
 */
export type LiveActivation = {
  /** e.g. 'Un restaurante' (content/social-proof.ts businessTypeLabels). */
  business: string;
  /** City or region in Peru, e.g. 'Arequipa'. */
  region: string;
  /** ISO date of the purchase (the first activation); shown as a relative time. */
  at: string;
};

export type SocialProofFeed = { mode: 'live'; items: LiveActivation[] } | { mode: 'demo'; businesses: string[]; regions: string[]; times: string[] };
