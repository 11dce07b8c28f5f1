import 'server-only';
import { registerDailyTask } from '@/lib/jobs/daily';
import { pruneSignInRecords } from './sign-in-throttle';

registerDailyTask({ name: 'sign-in-records', run: pruneSignInRecords });
