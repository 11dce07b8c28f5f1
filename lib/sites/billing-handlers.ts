import 'server-only';
import { onBillingEvent } from '@/lib/billing/events';
import { fitSitesToPlan } from '@/lib/sites/publish/plan-pages';
import { publishApprovedSite } from '@/lib/sites/publish/publish';

// First, the customer's sites keep only the pages their plan has (the rest become drafts), so
// what goes live next is already within it.
onBillingEvent('subscriptionPaid', 'fit-pages-to-plan', async ({ userId }) => {
  await fitSitesToPlan(userId);
  return { published: false };
});

// A paid subscription puts the version the customer approved live (lib/sites/publish/publish.ts).
onBillingEvent('subscriptionPaid', 'publish-approved-site', async ({ userId, siteId }) => ({
  published: Boolean(await publishApprovedSite(userId, siteId)),
}));
