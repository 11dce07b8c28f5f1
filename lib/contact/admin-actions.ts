'use server';
import { eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { contactSubmissions } from '@/db/schema';
import { adminAction } from '@/lib/actions/guard';
import { UserFacingError } from '@/lib/actions/result';
import { getDb } from '@/lib/db/client';

/** 'Marcar como leído': one-way, so marking twice is harmless and there is no "unread". */
export const markContactReadAction = adminAction(z.object({ id: z.uuid('Mensaje no válido') }), async ({ id }) => {
  const updated = await getDb().update(contactSubmissions).set({ read: true }).where(eq(contactSubmissions.id, id)).returning({ id: contactSubmissions.id });
  if (updated.length === 0) throw new UserFacingError('El mensaje ya no existe');
  revalidatePath('/admin');
});
