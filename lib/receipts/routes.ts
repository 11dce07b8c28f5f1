import 'server-only';
import { AuthError, requireAdmin } from '@/lib/auth/session';
import { isAuthorizedCronCall } from '@/lib/jobs/cron-auth';
import { receiptsCsv } from './csv';
import { issueDueReceipts } from './issue-receipts';
import { MONTH_PATTERN } from './present';
import { listAdminReceipts } from './queries';

/** GET /api/admin/receipts?month=YYYY-MM: the month's receipts as CSV, for administrators only. */
export async function handleReceiptsCsv(request: Request): Promise<Response> {
  try {
    await requireAdmin();
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return Response.json({ error: 'forbidden' }, { status: error.reason === 'unauthenticated' ? 401 : 403 });
  }
  const month = new URL(request.url).searchParams.get('month') ?? '';
  if (!MONTH_PATTERN.test(month)) return Response.json({ error: 'Indica el mes como AAAA-MM.' }, { status: 400 });
  const rows = await listAdminReceipts({ month });
  return new Response(receiptsCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="vitrina-comprobantes-${month}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** GET /api/cron/receipts (CRON_SECRET): sends receipts whose retry is due. */
export async function handleReceiptsCron(request: Request): Promise<Response> {
  if (!isAuthorizedCronCall(request.headers.get('authorization'))) return Response.json({ error: 'unauthorized' }, { status: 401 });
  return Response.json(await issueDueReceipts());
}
