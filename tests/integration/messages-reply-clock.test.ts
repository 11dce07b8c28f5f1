import { describe, expect, it } from 'vitest';
import { messages } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { listSystemMessages } from '@/lib/messages/admin-queries';
import { createAdminActor, createUser } from '../helpers/auth';

const NOW = new Date('2026-11-27T15:00:00Z'); // Friday 27 November, 10:00 in Lima

describe("the Messages tab's reply clock (issue 23)", () => {
  it('puts unanswered messages past 48 business hours first and counts a later team message as the answer', async () => {
    const admin = await createAdminActor();
    const [late, answered, earlyReplyOnly, recent] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    const from = (customer: { id: string }, message: string, createdAt: string) => ({
      senderId: customer.id,
      recipientId: null,
      subject: 'Mensaje del cliente',
      message,
      createdAt: new Date(createdAt),
    });
    const reply = (customer: { id: string }, createdAt: string) => ({
      senderId: admin.userId,
      recipientId: customer.id,
      subject: 'Project Update',
      message: 'Hola, lo vemos hoy.',
      createdAt: new Date(createdAt),
    });
    await getDb()
      .insert(messages)
      .values([
        from(late, 'Lunes: ¿cuándo estará mi sitio?', '2026-11-23T15:00:00Z'),
        from(answered, 'Lunes: quiero otro color', '2026-11-23T16:00:00Z'),
        reply(answered, '2026-11-24T14:00:00Z'),
        // The team wrote to this customer before, not after: the question is still unanswered.
        reply(earlyReplyOnly, '2026-11-20T14:00:00Z'),
        from(earlyReplyOnly, 'Martes: ¿recibieron mis fotos?', '2026-11-24T15:00:00Z'),
        from(recent, 'Viernes: una duda rápida', '2026-11-27T14:00:00Z'),
      ]);

    const list = (await listSystemMessages(admin, NOW)).filter((m) => /^(Lunes|Martes|Viernes):/.test(m.message));
    expect(list.map((m) => [m.message, m.reply?.state])).toEqual([
      ['Lunes: ¿cuándo estará mi sitio?', 'overdue'],
      ['Martes: ¿recibieron mis fotos?', 'overdue'],
      ['Viernes: una duda rápida', 'waiting'],
      ['Lunes: quiero otro color', 'answered'],
    ]);
    expect(list[0]!.reply?.label).toMatch(/^Sin respuesta hace 96 h hábiles: el plazo de 48 h venció el mié/);
    expect(list[2]!.reply?.label).toMatch(/^Esperando respuesta: 1 de 48 h hábiles; responder antes del mar/);

    // Once the team answers, the message leaves the top and its clock stops.
    await getDb().insert(messages).values(reply(late, '2026-11-27T14:30:00Z'));
    const after = (await listSystemMessages(admin, NOW)).filter((m) => /^(Lunes|Martes|Viernes):/.test(m.message));
    expect(after.map((m) => [m.message, m.reply?.state])).toEqual([
      ['Martes: ¿recibieron mis fotos?', 'overdue'],
      ['Viernes: una duda rápida', 'waiting'],
      ['Lunes: quiero otro color', 'answered'],
      ['Lunes: ¿cuándo estará mi sitio?', 'answered'],
    ]);
  });
});
