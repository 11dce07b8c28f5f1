import 'server-only';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { trialSubmissions, user } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { limaDateKey } from '@/lib/jobs/lima-time';
import { logger } from '@/lib/logger';
import { formatDateEsPe } from '@/lib/billing/present';
import { deliveryState } from './delivery';
import { sendNewDeliveryDateEmail } from './emails';

/** A new date further out than this is a typo, not a plan. */
const MAX_DAYS_AHEAD = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'Nueva fecha de entrega': the team moves the date of a project not yet delivered. The promise
 * (`dueOn`) is kept, so the customer reads both the date we missed and the new one; the customer
 * is e-mailed the new date, and the change is logged with who made it.
 */
export async function reviseDueDate(actor: Actor, input: { submissionId: string; revisedDueOn: string }, now: Date = new Date()): Promise<void> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const [project] = await db.select().from(trialSubmissions).where(eq(trialSubmissions.id, input.submissionId)).limit(1);
  if (!project) throw new UserFacingError('No encontramos esta solicitud.', 'invalid');
  if (!project.dueOn || deliveryState({ ...project, previewSent: project.previewUrl !== null }, now) === 'done') {
    throw new UserFacingError('Este proyecto ya no tiene una entrega pendiente.', 'invalid');
  }
  const today = limaDateKey(now);
  if (input.revisedDueOn < today) throw new UserFacingError('La nueva fecha no puede ser anterior a hoy.', 'invalid');
  if (input.revisedDueOn <= project.dueOn) {
    throw new UserFacingError('La nueva fecha debe ser posterior a la fecha prometida; si llegamos antes, basta con enviar la vista previa.', 'invalid');
  }
  if (input.revisedDueOn > limaDateKey(new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS))) {
    throw new UserFacingError(`La nueva fecha debe estar dentro de los próximos ${MAX_DAYS_AHEAD} días.`, 'invalid');
  }

  const [moved] = await db
    .update(trialSubmissions)
    .set({ revisedDueOn: input.revisedDueOn })
    .where(and(eq(trialSubmissions.id, project.id), or(isNull(trialSubmissions.revisedDueOn), ne(trialSubmissions.revisedDueOn, input.revisedDueOn))))
    .returning({ id: trialSubmissions.id });
  // The same date saved twice: nothing changed, nobody is told again.
  if (!moved) return;
  logger.info(
    { submissionId: project.id, by: actor.userId, promised: project.dueOn, from: project.revisedDueOn, to: input.revisedDueOn },
    'delivery date moved',
  );

  const [account] = project.userId ? await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, project.userId)).limit(1) : [];
  await sendNewDeliveryDateEmail({
    email: account?.email ?? project.email,
    name: account?.name ?? project.businessName,
    businessName: project.businessName,
    promisedOn: formatDateEsPe(new Date(`${project.dueOn}T17:00:00Z`)),
    revisedOn: formatDateEsPe(new Date(`${input.revisedDueOn}T17:00:00Z`)),
  });
}
