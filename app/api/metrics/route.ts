import { handleMetricsRequest } from '@/lib/health/metrics-route';

// Counters of this process and figures read from the database at each scrape: never cached.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
export const GET = handleMetricsRequest;
