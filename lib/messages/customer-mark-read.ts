import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';

/** Marks messages the customer has seen as read; ids addressed to anyone else are ignored. */
export async function markCustomerMessagesRead(actor: Actor, input: { ids: string[] }): Promise<{ updated: number }> {
  const updated = await getDb()
    .update(messages)
    .set({ read: true })
    .where(and(inArray(messages.id, input.ids), eq(messages.recipientId, actor.userId), eq(messages.read, false)))
    .returning({ id: messages.id });
  return { updated: updated.length };
}
