import 'server-only';
import { registerDailyTask } from '@/lib/jobs/daily';
import { runSiteLifecycle } from './run-site-lifecycle';

registerDailyTask({ name: 'site-lifecycle', run: runSiteLifecycle });
