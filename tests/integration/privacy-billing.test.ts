import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptions, user } from '@/db/schema';
import { BillingProviderError, type BillingProvider } from '@/lib/billing/provider';
import { getDb } from '@/lib/db/client';
import { deleteAccountAction } from '@/lib/privacy/actions';
import { createUser, signIn, signOut } from '../helpers/auth';
import { requestContext } from '../helpers/request-context';

/**
 * The payment provider as account deletion sees it. (The Stripe SDK path itself is covered by the
 * billing suite; here what matters is what deletion asks of the provider and when it stops.)
 */
const cancelNow = vi.fn<BillingProvider['cancelNow']>();
vi.mock('@/lib/billing/get-provider', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/billing/get-provider')>()),
  getBillingProvider: () => ({ cancelNow }) as unknown as BillingProvider,
}));

let n = 0;
beforeEach(() => {
  signOut();
  cancelNow.mockReset();
  n += 1;
  requestContext.clientIp = `192.0.2.${100 + n}`;
});

async function payingCustomer(status: 'active' | 'past_due' | 'canceled') {
  const person = await createUser();
  await getDb()
    .insert(subscriptions)
    .values({
      userId: person.id,
      status,
      planType: 'basic',
      providerCustomerId: `cus_${n}`,
      providerSubscriptionId: `sub_${n}`,
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });
  await signIn(person.email, person.password);
  return person;
}

describe('account deletion with a paid subscription', () => {
  it('cancels the subscription at the provider at once, then deletes the account', async () => {
    const person = await payingCustomer('active');
    cancelNow.mockResolvedValue({
      subscriptionId: `sub_${n}`,
      customerId: `cus_${n}`,
      status: 'canceled',
      planType: 'basic',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      userId: person.id,
    });
    expect(await deleteAccountAction({ password: person.password, confirm: true })).toEqual({ ok: true, data: { deleted: true } });
    expect(cancelNow).toHaveBeenCalledWith(`sub_${n}`);
    expect(await getDb().select().from(user).where(eq(user.id, person.id))).toHaveLength(0);
  });

  it('keeps the account when the provider cannot cancel, so nothing keeps charging a deleted customer', async () => {
    const person = await payingCustomer('past_due');
    cancelNow.mockRejectedValue(new BillingProviderError('provider down'));
    expect(await deleteAccountAction({ password: person.password, confirm: true })).toMatchObject({
      ok: false,
      error: 'El servicio de pagos no respondió. Inténtalo de nuevo en unos minutos.',
    });
    expect(await getDb().select().from(user).where(eq(user.id, person.id))).toHaveLength(1);
  });

  it('does not call the provider for a subscription already ended', async () => {
    const person = await payingCustomer('canceled');
    expect((await deleteAccountAction({ password: person.password, confirm: true })).ok).toBe(true);
    expect(cancelNow).not.toHaveBeenCalled();
  });
});
