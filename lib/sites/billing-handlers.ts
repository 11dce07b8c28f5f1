import 'server-only';
import { onBillingEvent } from '@/lib/billing/events';
import { publishApprovedSite } from '@/lib/sites/publish/manage-site';

// A paid subscription puts the version the customer approved live (manage-site.ts).
onBillingEvent('subscriptionPaid', 'publish-approved-site', async ({ userId, siteId }) => ({
  published: Boolean(await publishApprovedSite(userId, siteId)),
}));
