import 'server-only';
import './register-all';
import { isAuthorizedCronCall } from '@/lib/jobs/cron-auth';
import { runDailyTasks } from '@/lib/jobs/daily';

/** GET /api/cron/daily (Vercel Cron), authenticated with CRON_SECRET. */
export async function handleDailyCron(request: Request): Promise<Response> {
  if (!isAuthorizedCronCall(request.headers.get('authorization'))) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  return Response.json(await runDailyTasks());
}
