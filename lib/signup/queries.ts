import 'server-only';
import { eq } from 'drizzle-orm';
import { trialSubmissions } from '@/db/schema';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';

/** Who is looking at /start-trial: a visitor (null), or a customer with or without a project. */
export type TrialSignupViewer = { email: string; name: string; hasProject: boolean } | null;

export async function getTrialSignupViewer(actor: Actor | null): Promise<TrialSignupViewer> {
  if (!actor) return null;
  const [project] = await getDb().select({ id: trialSubmissions.id }).from(trialSubmissions).where(eq(trialSubmissions.userId, actor.userId)).limit(1);
  return { email: actor.email, name: actor.name, hasProject: Boolean(project) };
}
