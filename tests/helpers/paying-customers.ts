import { inArray } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import { subscriptions, user } from '@/db/schema';
import { getDb } from '@/lib/db/client';

let seeded = 0;

/**
 * Customers who paid before (their first activation recorded), as many as the launch ladder
 * needs. Removed when the test ends: the count never goes down in the product, but each test of
 * a file then sees only the customers it added to it.
 */
export async function seedPayingCustomers(n: number): Promise<void> {
  if (n <= 0) return;
  const ids = Array.from({ length: n }, () => `paying-${(seeded += 1)}`);
  await getDb()
    .insert(user)
    .values(ids.map((id) => ({ id, name: id, email: `${id}@example.pe` })));
  await getDb()
    .insert(subscriptions)
    .values(ids.map((userId) => ({ userId, status: 'active' as const, planType: 'basic', firstActivatedAt: new Date() })));
  onTestFinished(async () => {
    await getDb().delete(user).where(inArray(user.id, ids));
  });
}
