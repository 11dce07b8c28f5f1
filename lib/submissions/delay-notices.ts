import 'server-only';
import { and, eq, isNotNull, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import { messages, trialSubmissions } from '@/db/schema';
import { teamAddresses } from '@/lib/auth/roles';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { absoluteUrl } from '@/lib/config/app-url';
import { formatDateEsPe } from '@/lib/billing/present';
import { formatLimaDateTime } from '@/lib/utils/lima-dates';
import { ESTIMATE_WITHIN_MS } from './delivery';
import { currentDueOnSql, isUndeliveredSql } from './delivery-sql';

/**
 * The team hears of a delay before the customer has to ask (issue 23): a project whose date
 * passed without a preview, and a customer still without the estimate promised within 2 hours
 * of sign-up. Each is claimed by a conditional update before the e-mail goes out, so however
 * many instances run this, a project is reported once per missed date and once for its estimate.
 */

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const spokenDate = (dateKey: string) => formatDateEsPe(new Date(`${dateKey}T17:00:00Z`));

function claimOverdue(now: Date) {
  return getDb()
    .update(trialSubmissions)
    .set({ overdueNoticeFor: currentDueOnSql })
    .where(
      and(
        isUndeliveredSql,
        lt(currentDueOnSql, limaDateKey(now)),
        or(isNull(trialSubmissions.overdueNoticeFor), ne(trialSubmissions.overdueNoticeFor, currentDueOnSql)),
      ),
    )
    .returning({
      businessName: trialSubmissions.businessName,
      email: trialSubmissions.email,
      dueOn: trialSubmissions.dueOn,
      revisedDueOn: trialSubmissions.revisedDueOn,
      isQuoteRequest: trialSubmissions.isQuoteRequest,
    });
}

/** "The estimate is sent" is what the panel already reads: the team's first message to the customer. */
function claimLateEstimates(now: Date) {
  return getDb()
    .update(trialSubmissions)
    .set({ estimateLateNoticeAt: now })
    .where(
      and(
        isUndeliveredSql,
        isNotNull(trialSubmissions.userId),
        isNull(trialSubmissions.estimateLateNoticeAt),
        lt(trialSubmissions.createdAt, new Date(now.getTime() - ESTIMATE_WITHIN_MS)),
        notExists(
          getDb()
            .select({ one: sql`1` })
            .from(messages)
            .where(eq(messages.recipientId, trialSubmissions.userId)),
        ),
      ),
    )
    .returning({ businessName: trialSubmissions.businessName, email: trialSubmissions.email, createdAt: trialSubmissions.createdAt });
}

export async function sendDelayNotices(now: Date = new Date()): Promise<{ overdue: number; lateEstimates: number }> {
  const [overdue, lateEstimates] = await Promise.all([claimOverdue(now), claimLateEstimates(now)]);
  if (overdue.length === 0 && lateEstimates.length === 0) return { overdue: 0, lateEstimates: 0 };
  const to = await teamAddresses();
  const panel = { label: 'Abrir el panel', url: absoluteUrl('/admin') };

  if (overdue.length > 0) {
    const lines = overdue.map((p) => {
      const missed = spokenDate(p.revisedDueOn ?? p.dueOn!);
      const moved = p.revisedDueOn ? `; ya la habíamos movido, la prometida era el ${spokenDate(p.dueOn!)}` : '';
      return `• ${oneLine(p.businessName)} (${p.email}${p.isQuoteRequest ? ', cotización' : ''}): debía entregarse el ${missed}${moved}.`;
    });
    await sendEmail({
      to,
      subject: overdue.length === 1 ? `Entrega atrasada: ${oneLine(overdue[0]!.businessName)}` : `${overdue.length} entregas atrasadas`,
      ...renderEmail(
        [
          'Estos proyectos pasaron su fecha de entrega sin que se enviara la vista previa. El cliente ya ve el retraso en su panel: ponle una nueva fecha en la tarjeta de su solicitud («Nueva fecha de entrega») y le llegará por correo.',
          ...lines,
        ],
        panel,
      ),
    });
  }

  if (lateEstimates.length > 0) {
    const lines = lateEstimates.map((p) => `• ${oneLine(p.businessName)} (${p.email}): solicitud del ${formatLimaDateTime(p.createdAt)}.`);
    await sendEmail({
      to,
      subject:
        lateEstimates.length === 1
          ? `Estimado de entrega pendiente: ${oneLine(lateEstimates[0]!.businessName)}`
          : `${lateEstimates.length} estimados de entrega pendientes`,
      ...renderEmail(
        [
          'Prometimos escribir a estos clientes con el tiempo estimado de entrega dentro de las 2 horas de su solicitud, y aún nadie del equipo les escribió. Escríbeles desde la tarjeta de su solicitud («Send Message to Client»).',
          ...lines,
        ],
        panel,
      ),
    });
  }
  return { overdue: overdue.length, lateEstimates: lateEstimates.length };
}
