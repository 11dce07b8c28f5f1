import { handleBillingWebhook } from '@/lib/billing/webhook-route';

// The signature covers the exact bytes received, so the body is read raw, per request, on Node.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
export const POST = handleBillingWebhook;
