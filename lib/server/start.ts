import { getConfig } from '@/lib/config';
import { logger } from '@/lib/logger';
import { runMigrations } from '@/lib/db/migrate';
import '@/lib/jobs/register-all';
import { registerBlogGate } from '@/lib/blog/known-paths';
import { registerSiteGate } from '@/lib/sites/site-gate';
import { registerVisitSink } from '@/lib/sites/visit-sink';
import { startSchedulers } from './schedulers';

export async function startServer(): Promise<void> {
  const config = getConfig();
  // `next build` also calls register(); the build must never open the database.
  if (config.isBuild) return;
  await runMigrations();
  logger.info({ database: config.database.kind }, 'migrations applied');
  startSchedulers(config);
  registerVisitSink();
  registerBlogGate();
  registerSiteGate();
}
