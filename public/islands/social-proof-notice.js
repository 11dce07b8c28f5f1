// What the "Compró su sitio web" notice says, for its island (social-proof.js) and the tests:
// plain JavaScript, since the public pages load no bundler's code (decision 0027).

/** Spec section 4: first after 15 s, then every 120 s, each visible for 8 s. */
export const SOCIAL_PROOF_TIMING = Object.freeze({ firstDelayMs: 15_000, intervalMs: 120_000, visibleMs: 8_000 });

/** Whether the feed (lib/social-proof/schemas.ts) has anything to show. */
export function hasNotices(feed) {
  return feed.mode === 'live' ? feed.items.length > 0 : feed.businesses.length > 0 && feed.regions.length > 0;
}

const pick = (list, random) => list[Math.floor(random() * list.length)];

/**
 * The notice for the n-th appearance: live activations in turn, most recent first; demo entries
 * at random, as the spec describes.
 */
export function noticeFor(feed, appearance, now, random = Math.random) {
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
export function timeAgo(then, now) {
  const minutes = Math.max(1, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 60) return minutes === 1 ? 'hace 1 minuto' : `hace ${minutes} minutos`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? 'hace 1 hora' : `hace ${hours} horas`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'hace 1 día' : `hace ${days} días`;
}
