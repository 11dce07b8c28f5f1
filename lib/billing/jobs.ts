import 'server-only';
import { registerDailyTask } from '@/lib/jobs/daily';
import { runPaymentLinkReminders } from './payment-link-reminders';
import { runTrialLifecycle } from './trial-lifecycle';

registerDailyTask({ name: 'trial-lifecycle', run: runTrialLifecycle });
registerDailyTask({ name: 'payment-link-reminders', run: runPaymentLinkReminders });
