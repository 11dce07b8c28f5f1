import 'server-only';
import { and, eq } from 'drizzle-orm';
import { blogKeywordsQueue } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';

/** The auto-publish queue as the admin edits it: add lines, delete pending items. */
export async function addKeywords(actor: Actor, keywords: string[]): Promise<{ added: number }> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  if (keywords.length === 0) return { added: 0 };
  // One statement gives every row the same now(); a millisecond apart keeps the lines' order,
  // which is the order the auto-publisher takes them in (oldest first).
  const start = Date.now();
  const rows = await getDb()
    .insert(blogKeywordsQueue)
    .values(keywords.map((keyword, i) => ({ keyword, status: 'pending' as const, createdAt: new Date(start + i) })))
    .returning({ id: blogKeywordsQueue.id });
  return { added: rows.length };
}

/** Only pending keywords can be deleted: a used one is the record of a published article. */
export async function deletePendingKeyword(actor: Actor, keywordId: string): Promise<void> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const deleted = await db
    .delete(blogKeywordsQueue)
    .where(and(eq(blogKeywordsQueue.id, keywordId), eq(blogKeywordsQueue.status, 'pending')))
    .returning({ id: blogKeywordsQueue.id });
  if (deleted.length > 0) return;
  const [existing] = await db.select({ id: blogKeywordsQueue.id }).from(blogKeywordsQueue).where(eq(blogKeywordsQueue.id, keywordId)).limit(1);
  throw new UserFacingError(existing ? 'solo se pueden eliminar palabras clave pendientes' : 'la palabra clave ya no existe');
}
