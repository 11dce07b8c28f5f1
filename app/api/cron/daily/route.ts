import { handleDailyCron } from '@/lib/server/cron-routes';

export const dynamic = 'force-dynamic';
export const GET = handleDailyCron;
