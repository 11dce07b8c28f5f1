import 'server-only';
import { and, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { uptimeDays, uptimeOutages } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { resolveOwnPublishedSite } from '@/lib/customer-site/own-site';
import { availabilityBasisPoints, limaMonth, monthAvailability, type MonthAvailability } from './availability';
import { formatAvailability, formatCount, formatDay, formatDuration, formatOutageStart } from './present';

/** The dashboard lists this many outages of the month, newest first, and counts the rest. */
const OUTAGES_SHOWN = 10;

const targetIs = (column: typeof uptimeDays.siteId | typeof uptimeOutages.siteId, siteId: string | null) =>
  siteId === null ? isNull(column) : eq(column, siteId);

/** The month's rollup rows and the outages that overlap it, for one site or (null) the app. */
export async function readMonthAvailability(siteId: string | null, now: Date): Promise<MonthAvailability> {
  const { firstDay, lastDay, start, end } = limaMonth(now);
  const db = getDb();
  const [days, outages] = await Promise.all([
    db
      .select({ day: uptimeDays.day, checks: uptimeDays.checks, failed: uptimeDays.failed })
      .from(uptimeDays)
      .where(and(targetIs(uptimeDays.siteId, siteId), gte(uptimeDays.day, firstDay), lte(uptimeDays.day, lastDay))),
    db
      .select({ startedAt: uptimeOutages.startedAt, endedAt: uptimeOutages.endedAt })
      .from(uptimeOutages)
      .where(
        and(targetIs(uptimeOutages.siteId, siteId), lt(uptimeOutages.startedAt, end), or(isNull(uptimeOutages.endedAt), gt(uptimeOutages.endedAt, start))),
      ),
  ]);
  return monthAvailability(
    days.map((d) => ({ ...d, day: String(d.day) })),
    outages,
    now,
  );
}

/** 'Disponibilidad de tu web', as the card shows it. */
export type SiteAvailabilityView = {
  isSuspended: boolean;
  month: string;
  measured: {
    figure: string;
    basis: string;
    outages: { start: string; duration: string; ongoing: boolean }[];
    moreOutages: number;
  } | null;
};

const monthName = new Intl.DateTimeFormat('es-PE', { month: 'long', timeZone: 'America/Lima' });

export function presentAvailability(availability: MonthAvailability, now: Date, isSuspended = false): SiteAvailabilityView {
  // ICU writes es-PE's stand-alone month names capitalised ('Diciembre'); mid-sentence they are not.
  const month = monthName.format(now).toLowerCase();
  if (!availability.measured) return { isSuspended, month, measured: null };
  const { checks, failed, since, outages } = availability;
  return {
    isSuspended,
    month,
    measured: {
      figure: formatAvailability(availability.basisPoints),
      basis: `Según ${formatCount(checks)} ${checks === 1 ? 'comprobación' : 'comprobaciones'} desde el ${formatDay(since)}, una por minuto: ${
        failed === 0 ? 'todas encontraron tu web en línea' : `${formatCount(failed)} no ${failed === 1 ? 'pudo' : 'pudieron'} abrirla`
      }.`,
      outages: outages
        .slice(0, OUTAGES_SHOWN)
        .map((o) => ({ start: formatOutageStart(o.startedAt), duration: formatDuration(o.durationMs), ongoing: o.ongoing })),
      moreOutages: Math.max(0, outages.length - OUTAGES_SHOWN),
    },
  };
}

/** The customer's own site this month; null before it is published (or once removed). */
export async function getOwnSiteAvailability(actor: Actor, now: Date = new Date()): Promise<SiteAvailabilityView | null> {
  const site = await resolveOwnPublishedSite(actor);
  if (!site) return null;
  return presentAvailability(await readMonthAvailability(site.id, now), now, site.status === 'suspended');
}

/** This month's availability per site for the panel's Sites tab ('99.95 %'), and the app's own under null. */
export async function availabilityForSites(actor: Actor, siteIds: string[], now: Date = new Date()): Promise<Map<string | null, string>> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const { firstDay, lastDay } = limaMonth(now);
  const target = or(isNull(uptimeDays.siteId), siteIds.length > 0 ? inArray(uptimeDays.siteId, siteIds) : sql`false`);
  const rows = await getDb()
    .select({ siteId: uptimeDays.siteId, checks: sql<number>`sum(${uptimeDays.checks})::int`, failed: sql<number>`sum(${uptimeDays.failed})::int` })
    .from(uptimeDays)
    .where(and(target, gte(uptimeDays.day, firstDay), lte(uptimeDays.day, lastDay)))
    .groupBy(uptimeDays.siteId);
  return new Map(
    rows.filter((r) => Number(r.checks) > 0).map((r) => [r.siteId, formatAvailability(availabilityBasisPoints(Number(r.checks), Number(r.failed)))]),
  );
}
