import 'server-only';
import { count, isNotNull } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import type { PlanPrices } from '@/content/plans';
import { subscriptions } from '@/db/schema';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { planPriceLabels, priceStepFor } from './price-ladder';

/**
 * Paying customers, as the launch ladder and the public claims count them: every customer whose
 * subscription has ever been active. A customer who later cancels still counted as one of the
 * first hundred, so the ladder never steps back.
 */
export async function countPayingCustomers(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(subscriptions).where(isNotNull(subscriptions.firstActivatedAt));
  return Number(row?.n ?? 0);
}

/** The step a customer subscribing now is given (read exactly: it decides what they pay). */
export async function currentPriceStep(): Promise<number> {
  return priceStepFor(await countPayingCustomers());
}

export type LaunchFigures = { step: number; payingCustomers: number };

const cachedFigures = unstable_cache(
  async (): Promise<LaunchFigures> => {
    const payingCustomers = await countPayingCustomers();
    return { step: priceStepFor(payingCustomers), payingCustomers };
  },
  ['launch-figures'],
  { revalidate: 300, tags: ['launch-figures'] },
);

/**
 * What the public pages show (the current prices and the customer count), cached a few
 * minutes. Null while `next build` prerenders them: the build never opens the database, and
 * the pages' own `revalidate` replaces that render with real figures (decision record 0015).
 */
export async function getLaunchFigures(): Promise<LaunchFigures | null> {
  if (getConfig().isBuild) return null;
  return cachedFigures();
}

/** The plans' prices as the public pages name them: the cached step's, the first step's while the build prerenders. */
export async function getPublicPrices(): Promise<PlanPrices> {
  return planPriceLabels((await getLaunchFigures())?.step ?? 0);
}
