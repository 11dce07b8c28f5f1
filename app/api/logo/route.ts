import { handleLogoDownload } from '@/lib/sites/logo/logo-download';

export const dynamic = 'force-dynamic';

export const GET = handleLogoDownload;
