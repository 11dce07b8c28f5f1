import { handleSiteExport } from '@/lib/sites/export-route';

export const dynamic = 'force-dynamic';
export const GET = handleSiteExport;
