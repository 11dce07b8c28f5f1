import 'server-only';
import { registerDailyTask } from '@/lib/jobs/daily';
import { remindAdminsOfDueSheets } from './remind-due-sheets';

registerDailyTask({ name: 'complaint-reminders', run: remindAdminsOfDueSheets });
