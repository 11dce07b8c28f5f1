import 'server-only';
import { UserFacingError } from '@/lib/actions/result';
import { isAuthorizedCronCall } from '@/lib/jobs/cron-auth';
import { logger, requestIdForSupport } from '@/lib/logger';
import { runScheduledAutoPublish } from './auto-publish-schedule';
import { revalidateBlog } from './cache';

/**
 * GET /api/cron/auto-publish (Vercel Cron, Mondays 14:00 UTC = 09:00 Lima), authenticated with
 * `Authorization: Bearer $CRON_SECRET`. Without a configured secret every call is refused.
 */
export async function handleAutoPublishCron(request: Request): Promise<Response> {
  if (!isAuthorizedCronCall(request.headers.get('authorization'))) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  try {
    const run = await runScheduledAutoPublish();
    if (run.ran && run.result.success && run.result.article.status === 'published') {
      revalidateBlog([run.result.article.slug]);
    }
    return Response.json(run);
  } catch (error) {
    // Generation failed: the keyword is back in the queue and a retried call may try again.
    if (error instanceof UserFacingError) return Response.json({ ran: true, error: error.message }, { status: 502 });
    const requestId = requestIdForSupport();
    logger.error({ err: error, requestId }, 'auto-publish cron failed');
    return Response.json({ ran: true, error: 'internal error', requestId }, { status: 500 });
  }
}
