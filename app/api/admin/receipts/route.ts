import { handleReceiptsCsv } from '@/lib/receipts/routes';

export const dynamic = 'force-dynamic';
export const GET = handleReceiptsCsv;
