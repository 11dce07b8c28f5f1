import 'server-only';
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { siteDomains, sites, trialSubmissions, uptimeOutages } from '@/db/schema';
import { teamAddresses } from '@/lib/auth/roles';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { siteOrigin, customDomainOrigin } from '@/lib/sites/serve/site-url';
import { absoluteUrl } from '@/lib/config/app-url';
import { formatLimaDateTime } from '@/lib/utils/lima-dates';
import { formatDuration } from './present';

/**
 * The team hears of an outage once it has lasted 5 minutes (six failed checks a minute apart),
 * and once more when it ends, with how long it lasted; a blip shorter than that sends nothing.
 * Each e-mail is claimed by a conditional update first, so however many checkers run, an outage
 * is reported once each way. A round's outages share one e-mail.
 */
export const ALERT_AFTER_MS = 5 * 60_000;

type Named = { siteId: string | null; name: string; address: string; isLive: boolean };

async function names(siteIds: (string | null)[]): Promise<Map<string | null, Named>> {
  const ids = siteIds.filter((id): id is string => id !== null);
  const rows = ids.length
    ? await getDb()
        .select({ siteId: sites.id, label: sites.label, status: sites.status, name: trialSubmissions.businessName, domain: siteDomains.domain })
        .from(sites)
        .innerJoin(trialSubmissions, eq(trialSubmissions.id, sites.submissionId))
        .leftJoin(siteDomains, and(eq(siteDomains.siteId, sites.id), isNotNull(siteDomains.verifiedAt)))
        .where(inArray(sites.id, ids))
    : [];
  const named = new Map<string | null, Named>([[null, { siteId: null, name: 'Vitrina', address: getConfig().appUrl, isLive: true }]]);
  for (const row of rows) {
    const address = row.domain ? customDomainOrigin(row.domain) : siteOrigin(row.label);
    named.set(row.siteId, { siteId: row.siteId, name: row.name.replace(/\s+/g, ' ').trim(), address, isLive: row.status === 'live' });
  }
  return named;
}

const who = (n: Named | undefined) => (n ? `${n.name} (${n.address})` : 'Un sitio ya eliminado');

async function alertDown(now: Date, to: () => Promise<string[]>): Promise<number> {
  const claimed = await getDb()
    .update(uptimeOutages)
    .set({ alertedAt: now })
    .where(and(isNull(uptimeOutages.endedAt), isNull(uptimeOutages.alertedAt), lte(uptimeOutages.startedAt, new Date(now.getTime() - ALERT_AFTER_MS))))
    .returning({ siteId: uptimeOutages.siteId, startedAt: uptimeOutages.startedAt, reason: uptimeOutages.reason });
  if (claimed.length === 0) return 0;
  const named = await names(claimed.map((o) => o.siteId));
  const appDown = claimed.some((o) => o.siteId === null);
  const sitesDown = claimed.filter((o) => o.siteId !== null);
  const subject = appDown
    ? `Vitrina no responde desde hace más de 5 minutos${sitesDown.length ? ` (y ${sitesDown.length === 1 ? '1 sitio' : `${sitesDown.length} sitios`})` : ''}`
    : sitesDown.length === 1
      ? `Sitio caído desde hace más de 5 minutos: ${named.get(sitesDown[0]!.siteId)?.name ?? 'sitio eliminado'}`
      : `${sitesDown.length} sitios caídos desde hace más de 5 minutos`;
  const lines = claimed
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
    .map((o) => `• ${who(named.get(o.siteId))}: sin servicio desde el ${formatLimaDateTime(o.startedAt)} (hora de Lima). Lo que vimos: ${o.reason}.`);
  await sendEmail({
    to: await to(),
    subject,
    ...renderEmail(
      [
        'El verificador de disponibilidad no logra abrir estas direcciones desde hace más de 5 minutos, como las abriría un visitante:',
        ...lines,
        'Te escribiremos de nuevo cuando vuelvan a responder, con cuánto duró la caída. El cliente ve las caídas de su sitio en su panel (Resultados).',
      ],
      { label: 'Abrir el panel', url: absoluteUrl('/admin') },
    ),
  });
  return claimed.length;
}

async function alertRecovered(now: Date, to: () => Promise<string[]>): Promise<number> {
  const claimed = await getDb()
    .update(uptimeOutages)
    .set({ recoveryAlertedAt: now })
    .where(and(isNotNull(uptimeOutages.endedAt), isNotNull(uptimeOutages.alertedAt), isNull(uptimeOutages.recoveryAlertedAt)))
    .returning({ siteId: uptimeOutages.siteId, startedAt: uptimeOutages.startedAt, endedAt: uptimeOutages.endedAt });
  if (claimed.length === 0) return 0;
  const named = await names(claimed.map((o) => o.siteId));
  const lines = claimed
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
    .map((o) => {
      const n = named.get(o.siteId);
      const lasted = formatDuration(o.endedAt!.getTime() - o.startedAt.getTime());
      return n?.isLive
        ? `• ${who(n)}: responde de nuevo desde el ${formatLimaDateTime(o.endedAt!)}, tras ${lasted} sin servicio.`
        : `• ${who(n)}: dejó de estar publicado mientras estaba caído (${lasted} sin servicio medidos); ya no lo verificamos.`;
    });
  const only = claimed.length === 1 ? named.get(claimed[0]!.siteId) : undefined;
  await sendEmail({
    to: await to(),
    subject: only ? `De nuevo en línea: ${only.name}` : `${claimed.length} caídas terminadas`,
    ...renderEmail(['Terminaron estas caídas que te avisamos:', ...lines], { label: 'Abrir el panel', url: absoluteUrl('/admin') }),
  });
  return claimed.length;
}

export async function sendUptimeAlerts(now: Date): Promise<{ downAlerts: number; recoveryAlerts: number }> {
  let team: Promise<string[]> | undefined;
  const to = () => (team ??= teamAddresses());
  return { downAlerts: await alertDown(now, to), recoveryAlerts: await alertRecovered(now, to) };
}
