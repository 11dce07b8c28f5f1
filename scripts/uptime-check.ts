/**
 * npm run uptime:check — one round of the uptime checker (lib/uptime), run every minute by
 * deploy/systemd/vitrina-uptime.timer, outside the app's processes so it sees what a visitor sees.
 * Exits 1 with one error line when it cannot record (the database is unreachable, most likely):
 * the line says whether the app's own pages answered, and the timer's unit turns failed, which is
 * what to alert on (README, Production → Uptime).
 */
import { closeDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { checkTarget } from '@/lib/uptime/check-targets';
import { runUptimeCheck } from '@/lib/uptime/run-check';
import { appTarget } from '@/lib/uptime/targets';

try {
  const round = await runUptimeCheck();
  if (!round.ran) logger.info('uptime check skipped: another checker ran this minute');
  else logger[round.down.length > 0 ? 'warn' : 'info'](round, `uptime check: ${round.checked} checked, ${round.down.length} down`);
} catch (err) {
  // Nothing can be recorded or e-mailed without the database; the app's own pages need no
  // database to be fetched, so the line at least says whether visitors reach it.
  const app = await checkTarget(appTarget()).catch(() => null);
  logger.error(
    { err, app: app ? (app.ok ? 'up' : `down: ${app.reason}`) : 'not checked' },
    'uptime check failed: nothing recorded and nobody e-mailed (is the database reachable?)',
  );
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => undefined);
}
