import { handleSiteExport } from '@/lib/sites/export/export-route';

export const dynamic = 'force-dynamic';
export const GET = handleSiteExport;
