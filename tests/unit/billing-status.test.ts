import { describe, expect, it } from 'vitest';
import { isCurrentSubscription } from '@/lib/billing/apply-provider-subscription';
import type { ProviderSubscription } from '@/lib/billing/provider';
import { mapStripeStatus } from '@/lib/billing/stripe';
import type { SubscriptionRow } from '@/lib/billing/queries';

describe("Stripe's subscription statuses in ours", () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['canceled', 'canceled'],
    ['paused', 'expired'],
    // The first payment never completed: the customer stays where they were (usually the trial).
    ['incomplete', null],
    ['incomplete_expired', null],
    ['some_future_status', null],
  ])('%s → %s', (stripeStatus, ours) => {
    expect(mapStripeStatus(stripeStatus)).toBe(ours);
  });
});

describe('which provider subscription a row follows', () => {
  const row = { providerSubscriptionId: 'sub_new' } as SubscriptionRow;
  const state = (subscriptionId: string, status: ProviderSubscription['status']): ProviderSubscription => ({
    subscriptionId,
    customerId: 'cus_1',
    status,
    planType: 'prod_basic',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    userId: null,
  });

  it('follows its own subscription in any state', () => {
    expect(isCurrentSubscription(row, state('sub_new', 'canceled'))).toBe(true);
  });

  it('ignores news about another, ended subscription', () => {
    expect(isCurrentSubscription(row, state('sub_old', 'canceled'))).toBe(false);
    expect(isCurrentSubscription(row, state('sub_old', null))).toBe(false);
  });

  it('switches to another subscription that is live', () => {
    expect(isCurrentSubscription(row, state('sub_other', 'active'))).toBe(true);
    expect(isCurrentSubscription({ providerSubscriptionId: null } as SubscriptionRow, state('sub_any', null))).toBe(true);
  });
});
