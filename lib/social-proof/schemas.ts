/**
 * What the social-proof notice shows, safe for the browser. The server sends either real recent
 * activations (a business type and a city, never a name or an e-mail) or, only in development
 * with SOCIAL_PROOF_DEMO=1, the spec's demonstration lists.
 */
export type LiveActivation = {
  /** e.g. 'Un restaurante' (content/social-proof.ts businessTypeLabels). */
  business: string;
  /** City or region in Peru, e.g. 'Arequipa'. */
  region: string;
  /** ISO date of the purchase (the first activation); shown as a relative time. */
  at: string;
};

export type SocialProofFeed =
  | { mode: 'live'; items: LiveActivation[] }
  | { mode: 'demo'; businesses: string[]; regions: string[]; times: string[] };

export type SocialProofNotice = { business: string; region: string; time: string };

/** Spec section 4: first after 15 s, then every 120 s, each visible for 8 s. */
export const SOCIAL_PROOF_TIMING = { firstDelayMs: 15_000, intervalMs: 120_000, visibleMs: 8_000 } as const;

export function hasNotices(feed: SocialProofFeed): boolean {
  return feed.mode === 'live' ? feed.items.length > 0 : feed.businesses.length > 0 && feed.regions.length > 0;
}

function pick<T>(list: readonly T[], random: () => number): T | undefined {
  return list[Math.floor(random() * list.length)];
}

/**
 * The notice for the n-th appearance: live activations in turn, most recent first; demo entries
 * at random, as the spec describes.
 */
export function noticeFor(
  feed: SocialProofFeed,
  appearance: number,
  now: Date,
  random: () => number = Math.random,
): SocialProofNotice | null {
  if (feed.mode === 'live') {
    const item = feed.items[appearance % Math.max(1, feed.items.length)];
    return item ? { business: item.business, region: item.region, time: timeAgo(new Date(item.at), now) } : null;
  }
  const business = pick(feed.businesses, random);
  const region = pick(feed.regions, random);
  const time = pick(feed.times, random) ?? '';
  return business && region ? { business, region, time } : null;
}

/** 'hace 5 minutos', 'hace 1 hora', 'hace 3 días'... in the spec's wording. */
export function timeAgo(then: Date, now: Date): string {
  const minutes = Math.max(1, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 60) return minutes === 1 ? 'hace 1 minuto' : `hace ${minutes} minutos`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? 'hace 1 hora' : `hace ${hours} horas`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'hace 1 día' : `hace ${days} días`;
}
