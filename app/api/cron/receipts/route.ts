import { handleReceiptsCron } from '@/lib/receipts/routes';

export const dynamic = 'force-dynamic';
export const GET = handleReceiptsCron;
