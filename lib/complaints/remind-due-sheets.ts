import 'server-only';
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { complaintSheets } from '@/db/schema';
import { listAdmins } from '@/lib/auth/roles';
import { getDb } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { logger } from '@/lib/logger';
import { addBusinessDays, businessDaysUntil } from './business-days';
import { sendDueSoonReminder } from './emails';

export const REMINDER_WINDOW_BUSINESS_DAYS = 3;

/**
 * The daily reminder: every administrator gets one e-mail listing the unanswered sheets due
 * within 3 business days (or already late). Each sheet is claimed for the Lima day before the
 * e-mail goes out, so a second run the same day, on any instance, mentions it no more.
 */
export async function remindAdminsOfDueSheets(now: Date = new Date()): Promise<{ reminded: number }> {
  const today = limaDateKey(now);
  const cutoff = addBusinessDays(today, REMINDER_WINDOW_BUSINESS_DAYS);
  const startOfLimaDay = new Date(`${today}T00:00:00-05:00`);
  const db = getDb();

  const due = await db
    .select({ id: complaintSheets.id })
    .from(complaintSheets)
    .where(
      and(
        eq(complaintSheets.status, 'received'),
        lte(complaintSheets.dueDate, cutoff),
        or(isNull(complaintSheets.reminderSentAt), lt(complaintSheets.reminderSentAt, startOfLimaDay)),
      ),
    );
  if (due.length === 0) return { reminded: 0 };

  const admins = await listAdmins();
  if (admins.length === 0) {
    logger.warn({ sheets: due.length }, 'complaint sheets are due soon but there is no administrator to remind');
    return { reminded: 0 };
  }

  const claimed = await db
    .update(complaintSheets)
    .set({ reminderSentAt: now })
    .where(
      and(
        inArray(
          complaintSheets.id,
          due.map((d) => d.id),
        ),
        eq(complaintSheets.status, 'received'),
        or(isNull(complaintSheets.reminderSentAt), lt(complaintSheets.reminderSentAt, startOfLimaDay)),
      ),
    )
    .returning({ number: complaintSheets.number, kind: complaintSheets.kind, dueDate: complaintSheets.dueDate });
  if (claimed.length === 0) return { reminded: 0 };

  const items = claimed
    .map((sheet) => ({ ...sheet, businessDaysLeft: businessDaysUntil(today, sheet.dueDate) }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.number.localeCompare(b.number));
  await sendDueSoonReminder(
    admins.map((a) => a.email),
    items,
  );
  return { reminded: items.length };
}
