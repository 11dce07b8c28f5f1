import 'server-only';
import { and, isNotNull, lt } from 'drizzle-orm';
import { uptimeDays, uptimeOutages } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { registerDailyTask } from '@/lib/jobs/daily';
import { limaDateKey } from '@/lib/jobs/lima-time';

/** The dashboard shows this month; the team may look back a year. Older measurements go. */
export const UPTIME_KEPT_DAYS = 400;

export async function deleteOldUptime(now: Date = new Date()): Promise<{ days: number; outages: number }> {
  const cutoff = new Date(now.getTime() - UPTIME_KEPT_DAYS * 86_400_000);
  const db = getDb();
  const days = await db
    .delete(uptimeDays)
    .where(lt(uptimeDays.day, limaDateKey(cutoff)))
    .returning({ day: uptimeDays.day });
  const outages = await db
    .delete(uptimeOutages)
    .where(and(isNotNull(uptimeOutages.endedAt), lt(uptimeOutages.endedAt, cutoff)))
    .returning({ id: uptimeOutages.id });
  return { days: days.length, outages: outages.length };
}

registerDailyTask({ name: 'uptime-retention', run: deleteOldUptime });
