import 'server-only';
import { sql } from 'drizzle-orm';
import { subscriptions } from '@/db/schema';

/**
 * The value of subscriptions.first_activated_at in an update that makes a subscription active:
 * the first activation stays, however many renewals, cancellations and returns follow.
 */
export const keepFirstActivation = () => sql`coalesce(${subscriptions.firstActivatedAt}, now())`;
