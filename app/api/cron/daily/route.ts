import { handleDailyCron } from '@/lib/jobs/cron-routes';

export const dynamic = 'force-dynamic';
export const GET = handleDailyCron;
