import 'server-only';
import { registerDailyTask } from '@/lib/jobs/daily';
import { runTrialLifecycle } from './trial-lifecycle';

registerDailyTask({ name: 'trial-lifecycle', run: runTrialLifecycle });
