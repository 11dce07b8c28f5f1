import { addBusinessDays, businessDaysUntil } from '@/lib/complaints/business-days';
import { limaDateKey } from '@/lib/jobs/lima-time';

/**
 * The delivery promises of the offer (issue 14, spec: "a site in 5 business days, 7-10 for shops
 * or custom projects; an estimate e-mailed within 2 hours"), as dates the team and the customer see.
 */

/** Business days promised: 5; 7 for a shop (catalogue and products take longer); 10 for a quote (custom work). */
export function deliveryBusinessDays(project: { industry: string | null; isQuoteRequest: boolean }): number {
  if (project.isQuoteRequest) return 10;
  if (project.industry === 'retail') return 7;
  return 5;
}

/** The promised date ('YYYY-MM-DD', Lima) of a project sent at `sentAt`, on the Peruvian business-day calendar. */
export function deliveryDueOn(project: { industry: string | null; isQuoteRequest: boolean }, sentAt: Date): string {
  return addBusinessDays(limaDateKey(sentAt), deliveryBusinessDays(project));
}

export type DeliveryState = 'overdue' | 'due_today' | 'on_track' | 'done';

/** Where an open project stands against its date; a completed or cancelled one is done. */
export function deliveryState(dueOn: string | null, status: string, now: Date = new Date()): DeliveryState {
  if (!dueOn || status === 'completed' || status === 'cancelled') return 'done';
  const today = limaDateKey(now);
  if (dueOn < today) return 'overdue';
  return dueOn === today ? 'due_today' : 'on_track';
}

/** The 2-hour estimate: when it is due, and whether the team wrote to the customer by then. */
export const ESTIMATE_WITHIN_MS = 2 * 60 * 60 * 1000;
export function estimateState(sentAt: Date, firstTeamMessageAt: Date | null, now: Date = new Date()): 'sent' | 'waiting' | 'late' {
  if (firstTeamMessageAt) return 'sent';
  return now.getTime() - sentAt.getTime() > ESTIMATE_WITHIN_MS ? 'late' : 'waiting';
}

/** Business days left until the date (negative once it passed), for "due in 3 business days". */
export const businessDaysLeft = (dueOn: string, now: Date = new Date()) => businessDaysUntil(limaDateKey(now), dueOn);
