import 'server-only';
import { onBillingEvent } from '@/lib/billing/events';
import { publishApprovedSite } from '@/lib/sites/publish/publish';

// A paid subscription puts the version the customer approved live (lib/sites/publish/publish.ts).
onBillingEvent('subscriptionPaid', 'publish-approved-site', async ({ userId, siteId }) => ({
  published: Boolean(await publishApprovedSite(userId, siteId)),
}));
