import 'server-only';
import { and, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import { subscriptions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { sendTrialEndedEmail, sendTrialEndingEmail } from './emails';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec section 1: a 5-day free trial. */
export const TRIAL_LENGTH_DAYS = 5;
/** A trial that ended longer ago than this gets no "your trial has ended" e-mail (e.g. on first deploy). */
const ENDED_NOTICE_WINDOW_MS = 7 * DAY_MS;

/** Midnight in Lima (UTC−5, no daylight saving) at the start of the Lima day `days` after `now`'s. */
function limaMidnightAfter(now: Date, days: number): Date {
  return new Date(Date.parse(`${limaDateKey(new Date(now.getTime() + days * DAY_MS))}T00:00:00-05:00`));
}

/**
 * Marks a notice as sent before sending it, with a conditional update, so two instances never
 * send it twice; if sending fails the mark is lifted and tomorrow's run tries again.
 */
async function sendOnce(id: string, key: 'trialReminderSentAt' | 'trialEndedNoticeSentAt', now: Date, send: () => Promise<boolean>): Promise<boolean> {
  const db = getDb();
  const [claimed] = await db
    .update(subscriptions)
    .set({ [key]: now })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions[key])))
    .returning({ id: subscriptions.id });
  if (!claimed) return false;
  if (await send()) return true;
  await db
    .update(subscriptions)
    .set({ [key]: null })
    .where(eq(subscriptions.id, id));
  return false;
}

/**
 * The trial's 5 days run from the first preview the customer can review, not from the sign-up:
 * the site takes up to 5 business days to build, and a clock started at sign-up ran out before
 * there was anything to try (issue 23). Called whenever a preview is sent; only a trial without
 * an end date gets one, so sending again never restarts it. Answers when the trial ends and
 * whether it started now, or null when the account is not in a trial (a paid plan, an ended one).
 */
export async function startTrialClock(userId: string, now: Date = new Date()): Promise<{ endsAt: Date; startedNow: boolean } | null> {
  const db = getDb();
  const [started] = await db
    .update(subscriptions)
    .set({ trialEndDate: new Date(now.getTime() + TRIAL_LENGTH_DAYS * DAY_MS) })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'trial'), isNull(subscriptions.trialEndDate)))
    .returning({ trialEndDate: subscriptions.trialEndDate });
  if (started?.trialEndDate) return { endsAt: started.trialEndDate, startedNow: true };
  const [row] = await db
    .select({ status: subscriptions.status, trialEndDate: subscriptions.trialEndDate })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row?.status === 'trial' && row.trialEndDate ? { endsAt: row.trialEndDate, startedNow: false } : null;
}

/**
 * The daily trial lifecycle: trials past their end become 'expired'; customers whose trial ends
 * tomorrow (Lima calendar) are reminded once; customers whose trial expired are told once.
 * Every step is a conditional update, so running it twice changes nothing the second time. A
 * trial whose clock has not started (no preview yet, no end date) matches none of the steps.
 */
export async function runTrialLifecycle(now: Date = new Date()): Promise<{ expired: number; reminded: number; notified: number }> {
  const db = getDb();

  const expired = await db
    .update(subscriptions)
    .set({ status: 'expired' })
    .where(and(eq(subscriptions.status, 'trial'), lte(subscriptions.trialEndDate, now)))
    .returning({ id: subscriptions.id });

  const endingSoon = await db
    .select({ id: subscriptions.id, userId: subscriptions.userId, trialEndDate: subscriptions.trialEndDate, priceStep: subscriptions.priceStep })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'trial'),
        isNull(subscriptions.trialReminderSentAt),
        gt(subscriptions.trialEndDate, now),
        lte(subscriptions.trialEndDate, limaMidnightAfter(now, 2)),
      ),
    );
  let reminded = 0;
  for (const row of endingSoon) {
    const trialEnd = row.trialEndDate ?? now;
    const endsToday = limaDateKey(trialEnd) === limaDateKey(now);
    if (await sendOnce(row.id, 'trialReminderSentAt', now, () => sendTrialEndingEmail(row.userId, trialEnd, endsToday, row.priceStep))) {
      reminded += 1;
    }
  }

  const ended = await db
    .select({ id: subscriptions.id, userId: subscriptions.userId, trialEndDate: subscriptions.trialEndDate, priceStep: subscriptions.priceStep })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'expired'),
        // Expired because the trial ran out, not because a paid plan lapsed.
        eq(subscriptions.planType, 'trial'),
        isNull(subscriptions.trialEndedNoticeSentAt),
        lte(subscriptions.trialEndDate, now),
        gte(subscriptions.trialEndDate, new Date(now.getTime() - ENDED_NOTICE_WINDOW_MS)),
      ),
    );
  let notified = 0;
  for (const row of ended) {
    if (await sendOnce(row.id, 'trialEndedNoticeSentAt', now, () => sendTrialEndedEmail(row.userId))) notified += 1;
  }

  return { expired: expired.length, reminded, notified };
}
