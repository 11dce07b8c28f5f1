import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { siteSeoTasks } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';

/** The team marks one SEO task done: who and when are recorded once; marking it again changes nothing. */
export async function markSeoTaskDone(actor: Actor, taskId: string): Promise<void> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const [done] = await getDb()
    .update(siteSeoTasks)
    .set({ doneAt: new Date(), doneBy: actor.userId })
    .where(and(eq(siteSeoTasks.id, taskId), isNull(siteSeoTasks.doneAt)))
    .returning({ id: siteSeoTasks.id });
  if (done) return;
  const [exists] = await getDb().select({ id: siteSeoTasks.id }).from(siteSeoTasks).where(eq(siteSeoTasks.id, taskId));
  if (!exists) throw new UserFacingError('SEO task not found');
}
