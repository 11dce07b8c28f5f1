import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions } from '@/db/schema';
import { markContactReadAction } from '@/lib/contact/admin-actions';
import { listContactMessages } from '@/lib/contact/admin-queries';
import { getDb } from '@/lib/db/client';
import { createUser, signIn } from '../helpers/auth';

let actor: { userId: string; role: 'admin'; email: string; name: string; twoFactorEnabled: boolean };

beforeAll(async () => {
  const admin = await createUser({ admin: true });
  actor = { userId: admin.id, role: 'admin', email: admin.email, name: 'Admin', twoFactorEnabled: false };
  await signIn(admin.email, admin.password);
  await getDb()
    .insert(contactSubmissions)
    .values([
      { name: 'Primera', email: 'a@example.pe', message: 'Mensaje antiguo de prueba', createdAt: new Date('2026-11-01T10:00:00Z') },
      { name: 'Segunda', email: 'b@example.pe', message: 'Mensaje reciente de prueba', createdAt: new Date('2026-11-20T10:00:00Z') },
    ]);
});

describe("'Mensajes de Contacto'", () => {
  it('lists the newest first, unread', async () => {
    const list = await listContactMessages(actor);
    expect(list.map((m) => [m.name, m.read])).toEqual([
      ['Segunda', false],
      ['Primera', false],
    ]);
    expect(list[0]?.sentAt).toContain('2026');
  });

  it('marks a message read, one way, and says when it no longer exists', async () => {
    const [first] = await listContactMessages(actor);
    const id = first?.id ?? '';
    expect(await markContactReadAction({ id })).toEqual({ ok: true, data: undefined });
    expect(await markContactReadAction({ id })).toEqual({ ok: true, data: undefined });
    const [row] = await getDb().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(row?.read).toBe(true);
    expect(await markContactReadAction({ id: crypto.randomUUID() })).toMatchObject({ ok: false, error: 'El mensaje ya no existe' });
    expect(await markContactReadAction({ id: 'no-es-un-id' })).toMatchObject({ ok: false, code: 'invalid' });
  });
});
