import 'server-only';
import { desc } from 'drizzle-orm';
import { contactSubmissions } from '@/db/schema';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { formatAdminDateTime } from '@/lib/utils/admin-dates';

export type AdminContactMessage = { id: string; name: string; email: string; message: string; read: boolean; sentAt: string };

const SHOWN = 100;

/** 'Mensajes de Contacto': the contact form's messages, newest first. */
export async function listContactMessages(actor: Actor): Promise<AdminContactMessage[]> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const rows = await getDb().select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt)).limit(SHOWN);
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, message: r.message, read: r.read, sentAt: formatAdminDateTime(r.createdAt) }));
}
