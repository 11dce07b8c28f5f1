import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, trialSubmissions } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { runDailyTasks } from '@/lib/jobs/daily';
import '@/lib/server/register-all';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { sendDelayNotices } from '@/lib/submissions/delay-notices';
import { formatDateEsPe } from '@/lib/billing/present';
import { createUser } from '../helpers/auth';
import { mailTo } from '../helpers/mailbox';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = new Date('2026-11-27T15:00:00Z'); // Friday 27 November, 10:00 in Lima
const dayKey = (offsetDays: number) => limaDateKey(new Date(NOW.getTime() + offsetDays * DAY));
const spoken = (key: string) => formatDateEsPe(new Date(`${key}T17:00:00Z`));

describe("the team's delay notices (issue 23)", () => {
  it('e-mails the team once when a project passes its date without a preview, and again only for a new date', async () => {
    const admin = await createUser({ admin: true });
    const rows = await getDb()
      .insert(trialSubmissions)
      .values([
        {
          businessName: 'Pollería Atrasada',
          email: 'atrasada@correo.pe',
          dueOn: dayKey(-1),
          createdAt: new Date(NOW.getTime() - 8 * DAY),
          status: 'in_progress' as const,
        },
        { businessName: 'Pollería a Tiempo', email: 'tiempo@correo.pe', dueOn: dayKey(0), createdAt: new Date(NOW.getTime() - 6 * DAY) },
        {
          businessName: 'Pollería Entregada',
          email: 'entregada@correo.pe',
          dueOn: dayKey(-2),
          createdAt: new Date(NOW.getTime() - 9 * DAY),
          previewUrl: 'https://vista.vitrina.pe/p',
        },
        {
          businessName: 'Pollería Cerrada',
          email: 'cerrada@correo.pe',
          dueOn: dayKey(-5),
          createdAt: new Date(NOW.getTime() - 12 * DAY),
          status: 'cancelled' as const,
        },
      ])
      .returning();
    // Old enough that the estimate notice is not part of this story.
    await getDb().update(trialSubmissions).set({ estimateLateNoticeAt: NOW });

    expect(await sendDelayNotices(NOW)).toEqual({ overdue: 1, lateEstimates: 0 });
    const [notice] = await mailTo(admin.email);
    expect(notice?.subject).toBe('Entrega atrasada: Pollería Atrasada');
    expect(notice?.text).toContain(`Pollería Atrasada (atrasada@correo.pe): debía entregarse el ${spoken(dayKey(-1))}.`);
    expect(notice?.text).toContain('«Nueva fecha de entrega»');
    expect(notice?.text).not.toContain('Pollería a Tiempo');

    // Every later run, on this instance or another, stays quiet about the same date.
    expect(await sendDelayNotices(new Date(NOW.getTime() + HOUR))).toEqual({ overdue: 0, lateEstimates: 0 });
    expect(await mailTo(admin.email)).toHaveLength(1);

    // The team moved the date; when the new date passes too, the team hears of it once more.
    await getDb()
      .update(trialSubmissions)
      .set({ revisedDueOn: dayKey(2) })
      .where(eq(trialSubmissions.id, rows[0]!.id));
    expect((await sendDelayNotices(new Date(NOW.getTime() + 2 * DAY))).overdue).toBe(1); // the one due on the 27th
    expect((await sendDelayNotices(new Date(NOW.getTime() + 5 * DAY))).overdue).toBe(1);
    const mails = await mailTo(admin.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Entrega atrasada: Pollería Atrasada',
      'Entrega atrasada: Pollería a Tiempo',
      'Entrega atrasada: Pollería Atrasada',
    ]);
    expect(mails.at(-1)?.text).toContain(`debía entregarse el ${spoken(dayKey(2))}; ya la habíamos movido, la prometida era el ${spoken(dayKey(-1))}.`);
  });

  it('e-mails the team once when the estimate promised within 2 hours of sign-up is late, from the daily run too', async () => {
    const admin = await createUser({ admin: true });
    const waiting = await createUser();
    const answered = await createUser();
    const fresh = await createUser();
    await getDb()
      .insert(trialSubmissions)
      .values([
        { userId: waiting.id, businessName: 'Bodega Sin Respuesta', email: waiting.email, dueOn: dayKey(5), createdAt: new Date(NOW.getTime() - 3 * HOUR) },
        { userId: answered.id, businessName: 'Bodega Respondida', email: answered.email, dueOn: dayKey(5), createdAt: new Date(NOW.getTime() - 3 * HOUR) },
        { userId: fresh.id, businessName: 'Bodega Recién', email: fresh.email, dueOn: dayKey(5), createdAt: new Date(NOW.getTime() - HOUR) },
      ]);
    await getDb()
      .insert(messages)
      .values({ senderId: admin.id, recipientId: answered.id, subject: 'Project Update', message: 'Tu sitio estará listo el jueves.' });

    expect(await sendDelayNotices(NOW)).toEqual({ overdue: 0, lateEstimates: 1 });
    const [notice] = await mailTo(admin.email);
    expect(notice?.subject).toBe('Estimado de entrega pendiente: Bodega Sin Respuesta');
    expect(notice?.text).toContain('dentro de las 2 horas de su solicitud');
    expect(notice?.text).toContain(`Bodega Sin Respuesta (${waiting.email})`);

    // An hour and a half later the newest request is late too; the first is not reported again.
    const result = await runDailyTasks(new Date(NOW.getTime() + 1.5 * HOUR));
    expect(result.results['delay-notices']).toEqual({ overdue: 0, lateEstimates: 1 });
    expect((await mailTo(admin.email)).map((m) => m.subject)).toEqual([
      'Estimado de entrega pendiente: Bodega Sin Respuesta',
      'Estimado de entrega pendiente: Bodega Recién',
    ]);
  });
});
