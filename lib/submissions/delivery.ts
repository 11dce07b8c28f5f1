import { addBusinessDays, businessDaysUntil } from '@/lib/complaints/business-days';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { formatDateEsPe } from '@/lib/billing/present';

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

/** What the delivery of one project depends on. A sent preview is the delivery (issue 23). */
export type DeliveryFacts = { dueOn: string | null; revisedDueOn: string | null; status: string; previewSent: boolean };

/** The date the project is due now: the team's new date once set, otherwise the one promised. */
export const currentDueOn = (project: DeliveryFacts): string | null => project.revisedDueOn ?? project.dueOn;

/** Where an open project stands against its date; a delivered (preview sent), completed or cancelled one is done. */
export function deliveryState(project: DeliveryFacts, now: Date = new Date()): DeliveryState {
  const dueOn = currentDueOn(project);
  if (!dueOn || project.previewSent || project.status === 'completed' || project.status === 'cancelled') return 'done';
  const today = limaDateKey(now);
  if (dueOn < today) return 'overdue';
  return dueOn === today ? 'due_today' : 'on_track';
}

const spokenDate = (dateKey: string) => formatDateEsPe(new Date(`${dateKey}T17:00:00Z`));

/**
 * The customer's delivery line while the site is on its way. A date that passed is never shown
 * as an estimate: the customer reads that we are late, the date we missed, and the team's new
 * date once it set one (the team is e-mailed to set it, and the customer is e-mailed with it).
 */
export function customerDeliveryLine(project: DeliveryFacts, now: Date = new Date()): string | null {
  const state = deliveryState(project, now);
  if (state === 'done' || !project.dueOn) return null;
  if (state === 'overdue') {
    return `Vamos con retraso: tu sitio debía estar listo el ${spokenDate(currentDueOn(project)!)}. Disculpa la demora; te escribiremos con la nueva fecha de entrega.`;
  }
  if (project.revisedDueOn) {
    return `Vamos con retraso: tu sitio debía estar listo el ${spokenDate(project.dueOn)}. Nueva fecha de entrega: ${spokenDate(project.revisedDueOn)}.`;
  }
  return `Fecha estimada de entrega: ${spokenDate(project.dueOn)}`;
}

/** The 2-hour estimate: when it is due, and whether the team wrote to the customer by then. */
export const ESTIMATE_WITHIN_MS = 2 * 60 * 60 * 1000;
export function estimateState(sentAt: Date, firstTeamMessageAt: Date | null, now: Date = new Date()): 'sent' | 'waiting' | 'late' {
  if (firstTeamMessageAt) return 'sent';
  return now.getTime() - sentAt.getTime() > ESTIMATE_WITHIN_MS ? 'late' : 'waiting';
}

/** Business days left until the date (negative once it passed), for "due in 3 business days". */
export const businessDaysLeft = (dueOn: string, now: Date = new Date()) => businessDaysUntil(limaDateKey(now), dueOn);
