import 'server-only';
import { eq, inArray, isNull, or } from 'drizzle-orm';
import { siteEmailAddresses, sites } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { getEmailForwarding } from '@/lib/email-forwarding/client';
import { ForwardingError } from '@/lib/email-forwarding/provider';
import { logger } from '@/lib/logger';

/**
 * The daily task: addresses of a site that was removed (its plan lapsed past the lifecycle's
 * grace) or deleted with its project (the owner deleted the account, or the team the project)
 * stop forwarding. Nobody sees them in a dashboard any
 * more, so the provider must not keep sending that domain's mail to an inbox. Each goes at the
 * provider first; one the provider cannot remove now stays, and is tried again the next day.
 */
export async function retireOrphanEmailAddresses(): Promise<{ retired: number; failed: number }> {
  const provider = getEmailForwarding();
  if (!provider) return { retired: 0, failed: 0 };
  const orphans = await getDb()
    .select({ id: siteEmailAddresses.id, domain: siteEmailAddresses.domain, aliasId: siteEmailAddresses.providerAliasId, siteId: siteEmailAddresses.siteId })
    .from(siteEmailAddresses)
    .leftJoin(sites, eq(sites.id, siteEmailAddresses.siteId))
    // No site: deleted with its project (an account deleted, or the team's 'Delete Submission').
    .where(or(isNull(siteEmailAddresses.siteId), eq(sites.status, 'removed'), isNull(sites.userId)));
  const retired: string[] = [];
  let failed = 0;
  for (const orphan of orphans) {
    try {
      await provider.deleteAlias(orphan.domain, orphan.aliasId);
      retired.push(orphan.id);
    } catch (error) {
      if (error instanceof ForwardingError && error.kind === 'not_found') {
        retired.push(orphan.id);
        continue;
      }
      failed += 1;
      logger.warn({ err: error, siteId: orphan.siteId, domain: orphan.domain }, 'professional e-mail address not retired: tried again tomorrow');
    }
  }
  if (retired.length > 0) await getDb().delete(siteEmailAddresses).where(inArray(siteEmailAddresses.id, retired));
  return { retired: retired.length, failed };
}
