import 'server-only';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { trialSubmissions } from '@/db/schema';

/**
 * deliveryState's rules (delivery.ts) in SQL, for the queries that sort or pick by them: the
 * panel's order and the team's delay notices.
 */

/** The date a project is due now: the team's new date once set, otherwise the one promised. */
export const currentDueOnSql = sql<string>`coalesce(${trialSubmissions.revisedDueOn}, ${trialSubmissions.dueOn})`;

/** Open and not delivered: no preview sent yet. */
export const isUndeliveredSql = and(inArray(trialSubmissions.status, ['pending', 'in_progress']), isNull(trialSubmissions.previewUrl))!;
