import { getConfig, type AppConfig } from '@/lib/config';
import { logger } from '@/lib/logger';
import { runMigrations } from '@/lib/db/migrate';
import { convertStoredProductIds } from '@/lib/billing/convert-product-ids';
import '@/lib/server/register-all';
import { registerBlogGate } from '@/lib/blog/known-paths';
import { listenForEdgeForgets } from '@/lib/sites/serve/edge-copies';
import { registerSiteGate } from '@/lib/sites/serve/site-gate';
import { registerTlsAsk } from '@/lib/sites/domains/tls-ask';
import { registerVisitSink } from '@/lib/sites/traffic/visit-sink';
import { startSchedulers } from '@/lib/jobs/schedulers';

/** The variable an operator fixes when the database cannot be opened, with where it points (no password). */
function databaseSetting(database: AppConfig['database']): string {
  if (database.kind === 'pglite') return `PGLITE_DATA_DIR (${database.dataDir})`;
  const url = new URL(database.url);
  return `DATABASE_URL (${url.host}${url.pathname})`;
}

export async function startServer(): Promise<void> {
  const config = getConfig();
  // `next build` also calls register(); the build must never open the database.
  if (config.isBuild) return;
  try {
    await runMigrations();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the database at ${databaseSetting(config.database)} cannot be opened or migrated: ${reason}`, { cause: error });
  }
  const converted = await convertStoredProductIds();
  logger.info({ database: config.database.kind, ...(converted > 0 && { planTypesConverted: converted }) }, 'migrations applied');
  startSchedulers(config);
  registerVisitSink();
  registerBlogGate();
  registerSiteGate();
  registerTlsAsk();
  listenForEdgeForgets();
}
