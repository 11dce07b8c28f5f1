import 'server-only';
import { eq } from 'drizzle-orm';
import { sites } from '@/db/schema';
import { getDb } from '@/lib/db/client';

/** The site of one project, if the team drafted one: what the team's operations on that project's customer address. */
export async function readProjectSiteId(submissionId: string): Promise<string | null> {
  const [row] = await getDb().select({ id: sites.id }).from(sites).where(eq(sites.submissionId, submissionId)).limit(1);
  return row?.id ?? null;
}
