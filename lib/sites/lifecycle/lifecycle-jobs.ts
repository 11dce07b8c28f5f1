import 'server-only';
import { registerDailyTask } from '@/lib/jobs/daily';
import { pruneLabelHolds } from './retire-sites';
import { runSiteLifecycle } from './run-site-lifecycle';

registerDailyTask({ name: 'site-lifecycle', run: runSiteLifecycle });
registerDailyTask({ name: 'site-label-holds', run: pruneLabelHolds });
