import { unavailableSiteResponse } from '@/lib/sites/unavailable';

/** Where a suspended site's pages send visitors: a neutral page with 503 and nothing of the customer's. */
export function GET() {
  return unavailableSiteResponse();
}
