import { addDays, canDownloadSite, FIRST_YEAR_DAYS, GRACE_DAYS, offlineDate } from '@/lib/customer-site/lifecycle-rules';
import { formatDateEsPe, type SubscriptionStatus } from './present';

/**
 * What cancelling really does, told the same way in the cancel dialog and in the confirmation
 * e-mail (issue 23, item 7), from the terms' rules in lib/customer-site/lifecycle-rules.ts: the grace
 * period, removal within the first year, suspension with the content kept after it, and the
 * download from one year after the first payment. Pure: safe for client components.
 */

/** trial: ends now, never charged; period_end: a paid plan stops renewing; now: a plan whose charge failed ends now. */
export type CancelMode = 'trial' | 'period_end' | 'now';

const CANCEL_MODES: Partial<Record<SubscriptionStatus, CancelMode>> = { trial: 'trial', active: 'period_end', past_due: 'now' };

/** How a subscription in this state would be cancelled; null when there is nothing to cancel. */
export function cancelModeOf(status: SubscriptionStatus, cancelAtPeriodEnd: boolean): CancelMode | null {
  return cancelAtPeriodEnd ? null : (CANCEL_MODES[status] ?? null);
}

export type CancellationFacts = {
  /** The end of the month already paid for (a plan that stops renewing). */
  paidUntil: Date | null;
  /** The customer's site is online at our address (the grace period applies to it). */
  hasLiveSite: boolean;
  /** The first paid activation; the year that decides removal or suspension counts from it. */
  firstActivatedAt: Date | null;
};

const DATE_UNKNOWN = 'el final del periodo ya pagado';

export function cancellationConsequences(mode: CancelMode, facts: CancellationFacts, now: Date = new Date()): string[] {
  if (mode === 'trial') return ['Tu prueba gratis termina ahora y no se te cobrará nada.'];
  const sentences =
    mode === 'period_end'
      ? [`No se harán más cobros. Tu plan sigue activo hasta ${facts.paidUntil ? `el ${formatDateEsPe(facts.paidUntil)}` : DATE_UNKNOWN}.`]
      : ['Tu plan termina ahora y no se intentará cobrar el pago pendiente.'];
  // The lifecycle only follows sites of ours that were paid for: nothing else changes.
  if (!facts.hasLiveSite || !facts.firstActivatedAt) return sentences;

  const lapse = mode === 'period_end' && facts.paidUntil ? facts.paidUntil : now;
  sentences.push(
    mode === 'period_end' && facts.paidUntil
      ? `Después, tu sitio sigue en línea ${GRACE_DAYS} días más, hasta el ${formatDateEsPe(offlineDate(lapse))}.`
      : `Tu sitio sigue en línea ${GRACE_DAYS} días más; te escribiremos con la fecha exacta en que sale de línea.`,
  );
  const yearEnds = addDays(facts.firstActivatedAt, FIRST_YEAR_DAYS);
  if (lapse < yearEnds) {
    sentences.push(
      `Como tu plan termina dentro de su primer año, al acabar esos ${GRACE_DAYS} días eliminamos tu sitio con todo su contenido. La descarga del sitio solo está disponible después de un año de plan.`,
    );
  } else {
    sentences.push(`Al acabar esos ${GRACE_DAYS} días lo desactivamos y guardamos su contenido: vuelve a estar en línea en cuanto reactives tu plan.`);
    if (canDownloadSite(facts.firstActivatedAt, now)) sentences.push('Mientras tanto puedes descargarlo desde tu panel para publicarlo en otro lugar.');
  }
  sentences.push('Si reactivas tu plan antes de que salga de línea, tu sitio sigue como está.');
  return sentences;
}
