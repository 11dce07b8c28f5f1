import { handleSeoChecksCron } from '@/lib/sites/jobs';

export const dynamic = 'force-dynamic';
export const GET = handleSeoChecksCron;
