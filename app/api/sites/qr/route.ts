import { handleSiteQrDownload } from '@/lib/sites/qr/qr-download';

export const dynamic = 'force-dynamic';
export const GET = handleSiteQrDownload;
