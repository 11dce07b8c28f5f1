import 'server-only';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { siteLifecycleEvents, sites, subscriptions, user } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { expireSites } from '@/lib/sites/serve/cache';
import { sendLifecycleEmail, type LifecycleEventKind } from './lifecycle-emails';
import { FIRST_YEAR_DAYS, GRACE_DAYS, GRACE_REMINDER_DAYS, LABEL_HOLD_DAYS } from '@/lib/customer-site/lifecycle-rules';
import { siteOrigin } from '@/lib/sites/serve/site-url';

/**
 * The terms' lifecycle of customers' sites (issue 14), applied once a day by the daily runner
 * and, for reactivation, at once when a payment is confirmed. Each transition is ONE set-based
 * statement that changes the sites it applies to and logs them in site_lifecycle_events in the
 * same statement; its conditions exclude what it has already done, so a second run changes
 * nothing. E-mails follow the log, never the other way round: a lost e-mail never undoes or
 * repeats a transition (the event keeps `emailed = false` for the team).
 */

type Logged = { id: string; label: string };
export type LifecycleRunResult = Record<LifecycleEventKind, number> & { emailed: number };

const days = (n: number) => sql`(${n} * interval '1 day')`;

/** A live site's owner, for `update sites st ... from` statements. */
const OWNER = sql`from trial_submissions t join subscriptions s on s.user_id = t.user_id`;

/** Paid and renewing: active, and not a cancellation whose period has already ended. */
const inGoodStanding = (now: SQL) => sql`(s.status = 'active' and not (s.cancel_at_period_end and s.current_period_end <= ${now}))`;

/**
 * When a paid subscription stopped being paid for, or null while it is: the end of the period a
 * cancelled (or cancelling) customer paid for, or the day an unpaid charge was due (never later
 * than today: a failed card renewal has already moved the period end a month ahead).
 */
const lapseEnd = (now: SQL) => sql`(case
  when s.status = 'past_due' then least(coalesce(s.current_period_end, ${now}), ${now})
  when s.status in ('canceled', 'expired') then coalesce(s.current_period_end, ${now})
  when s.status = 'active' and s.cancel_at_period_end then s.current_period_end
end)`;

/** The sites a step touches, narrowed to the site a customer's payment is for when a payment triggers it. */
type PaidSite = { userId: string; siteId: string };
const onlyPaidSite = (paid: PaidSite | undefined) => (paid ? sql`and t.user_id = ${paid.userId} and st.id = ${paid.siteId}` : sql``);

async function logged(statement: SQL): Promise<Logged[]> {
  const result = await getDb().execute<Logged>(statement);
  return result.rows;
}

/** Logs the rows a `changed` CTE returned (id, label, user_id) as one kind of event. */
const logAs = (kind: LifecycleEventKind, now: SQL, siteId: SQL = sql`id`) => sql`
  insert into site_lifecycle_events (site_id, user_id, label, kind, at)
  select ${siteId}, user_id, label, ${kind}, ${now} from changed
  returning id, label`;

/** A paid customer is paying again: a site in grace, or suspended at its end, is live at once. */
export async function reactivateLapsedSites(now: Date, paid?: PaidSite): Promise<Logged[]> {
  const n = sql`${now.toISOString()}::timestamptz`;
  return logged(sql`with changed as (
    update sites st set status = 'live', lapsed_at = null, grace_reminder_sent_at = null, updated_at = ${n}
    ${OWNER}
    where t.id = st.submission_id and st.lapsed_at is not null and st.status in ('live', 'suspended')
      and st.published_version_id is not null and ${inGoodStanding(n)} ${onlyPaidSite(paid)}
    returning st.id, st.label, t.user_id)
  ${logAs('reactivated', n)}`);
}

/**
 * The paid period ended without renewal: the 60-day grace starts from its end. A lapse found
 * late (a missed run, the first deploy) still leaves a week's notice before the site goes.
 */
function startGrace(n: SQL) {
  return logged(sql`with changed as (
    update sites st set lapsed_at = greatest(${lapseEnd(n)}, ${n} - ${days(GRACE_DAYS - GRACE_REMINDER_DAYS)}), grace_reminder_sent_at = null, updated_at = ${n}
    ${OWNER}
    where t.id = st.submission_id and st.status = 'live' and st.lapsed_at is null and st.published_version_id is not null
      and s.first_activated_at is not null and ${lapseEnd(n)} <= ${n}
    returning st.id, st.label, t.user_id)
  ${logAs('grace_started', n)}`);
}

function remindGrace(n: SQL) {
  return logged(sql`with changed as (
    update sites st set grace_reminder_sent_at = ${n}
    from trial_submissions t
    where t.id = st.submission_id and st.status = 'live' and st.lapsed_at is not null and st.grace_reminder_sent_at is null
      and st.lapsed_at + ${days(GRACE_DAYS - GRACE_REMINDER_DAYS)} <= ${n} and st.lapsed_at + ${days(GRACE_DAYS)} > ${n}
    returning st.id, st.label, t.user_id)
  ${logAs('grace_reminder', n)}`);
}

/**
 * The grace ended for a customer who lapsed within their first year: the site's content goes
 * (every version and change request), the project no longer points at it, and the row stays
 * as 'removed' only to keep its label reserved.
 */
function removeSites(n: SQL) {
  const [prefix, suffix] = siteOrigin('\u0000').split('\u0000') as [string, string];
  return logged(sql`with changed as (
    update sites st set status = 'removed', removed_at = ${n}, published_version_id = null, approved_version_id = null, preview_token = null, updated_at = ${n}
    ${OWNER}
    where t.id = st.submission_id and st.status = 'live' and st.lapsed_at is not null and st.lapsed_at + ${days(GRACE_DAYS)} <= ${n}
      and st.lapsed_at < s.first_activated_at + ${days(FIRST_YEAR_DAYS)}
    returning st.id, st.label, st.submission_id, t.user_id),
  versions as (delete from site_versions v using changed c where v.site_id = c.id),
  requests as (delete from site_revision_requests r using changed c where r.site_id = c.id),
  unlinked as (
    update trial_submissions ts set published_url = null from changed c
    where ts.id = c.submission_id and starts_with(ts.published_url, ${prefix} || c.label || ${suffix}))
  ${logAs('removed', n)}`);
}

/** The grace ended after the first year: the site goes offline (503), its content kept. */
function suspendSites(n: SQL) {
  return logged(sql`with changed as (
    update sites st set status = 'suspended', updated_at = ${n}
    from trial_submissions t
    where t.id = st.submission_id and st.status = 'live' and st.lapsed_at is not null and st.lapsed_at + ${days(GRACE_DAYS)} <= ${n}
    returning st.id, st.label, t.user_id)
  ${logAs('suspended', n)}`);
}

/** 90 days after a removal the label is anyone's: the row that reserved it goes. */
function freeLabels(n: SQL) {
  return logged(sql`with changed as (
    delete from sites st using trial_submissions t
    where t.id = st.submission_id and st.status = 'removed' and st.removed_at + ${days(LABEL_HOLD_DAYS)} <= ${n}
    returning st.id, st.label, t.user_id)
  ${logAs('label_freed', n, sql`null::uuid`)}`);
}

const EMAIL_CONCURRENCY = 8;

/** E-mails the customer of each logged event, then marks the events whose e-mail went out. */
async function emailEvents(eventIds: string[]): Promise<number> {
  if (eventIds.length === 0) return 0;
  const db = getDb();
  const rows = await db
    .select({
      id: siteLifecycleEvents.id,
      kind: siteLifecycleEvents.kind,
      label: siteLifecycleEvents.label,
      email: user.email,
      name: user.name,
      lapsedAt: sites.lapsedAt,
      removedAt: sites.removedAt,
      at: siteLifecycleEvents.at,
      isRemovedAtEnd: sql<boolean>`coalesce(${sites.lapsedAt} < ${subscriptions.firstActivatedAt} + ${days(FIRST_YEAR_DAYS)}, false)`,
    })
    .from(siteLifecycleEvents)
    .innerJoin(user, eq(user.id, siteLifecycleEvents.userId))
    .leftJoin(sites, eq(sites.id, siteLifecycleEvents.siteId))
    .leftJoin(subscriptions, eq(subscriptions.userId, siteLifecycleEvents.userId))
    .where(inArray(siteLifecycleEvents.id, eventIds));
  const sent: string[] = [];
  for (let i = 0; i < rows.length; i += EMAIL_CONCURRENCY) {
    const batch = rows.slice(i, i + EMAIL_CONCURRENCY);
    const results = await Promise.all(batch.map((row) => sendLifecycleEmail({ ...row, isRemovedAtEnd: Boolean(row.isRemovedAtEnd) })));
    batch.forEach((row, k) => results[k] && sent.push(row.id));
  }
  if (sent.length > 0) await db.update(siteLifecycleEvents).set({ emailed: true }).where(inArray(siteLifecycleEvents.id, sent));
  return sent.length;
}

/**
 * Tells the customer and expires the cache of the site a payment brought back. Called after a
 * confirmed payment for that site; does nothing for a customer in good standing or a site that
 * has not lapsed.
 */
export async function restoreLapsedSite(ownerId: string, siteId: string, now: Date = new Date()): Promise<boolean> {
  const events = await reactivateLapsedSites(now, { userId: ownerId, siteId });
  await expireSites(events.map((e) => e.label));
  await emailEvents(events.map((e) => e.id));
  return events.length > 0;
}

/** The daily run: every transition due today, in the order a site lives through them. */
export async function runSiteLifecycle(now: Date = new Date()): Promise<LifecycleRunResult> {
  const n = sql`${now.toISOString()}::timestamptz`;
  const steps: [LifecycleEventKind, () => Promise<Logged[]>][] = [
    ['reactivated', () => reactivateLapsedSites(now)],
    ['grace_started', () => startGrace(n)],
    ['grace_reminder', () => remindGrace(n)],
    ['removed', () => removeSites(n)],
    ['suspended', () => suspendSites(n)],
    ['label_freed', () => freeLabels(n)],
  ];
  const result = { emailed: 0 } as LifecycleRunResult;
  const eventIds: string[] = [];
  for (const [kind, step] of steps) {
    const events = await step();
    result[kind] = events.length;
    eventIds.push(...events.map((e) => e.id));
    // What visitors see changes with these: the cached pages must go.
    if (kind !== 'grace_started' && kind !== 'grace_reminder') await expireSites(events.map((e) => e.label));
  }
  result.emailed = await emailEvents(eventIds);
  if (eventIds.length > 0) logger.info({ ...result }, 'site lifecycle applied');
  return result;
}
