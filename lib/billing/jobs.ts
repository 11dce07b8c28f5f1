import 'server-only';
import { registerDailyTask } from '@/lib/jobs/daily';
import { runPaymentLinkReminders } from './payment-link-reminders';

registerDailyTask({ name: 'payment-link-reminders', run: runPaymentLinkReminders });
