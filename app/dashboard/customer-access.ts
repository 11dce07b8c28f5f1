import 'server-only';
import { redirect } from 'next/navigation';

import { getActor, type Actor } from '@/lib/auth/session';

/**
 * The signed-in customer for a dashboard page, or the sign-in page that returns to it. Each page
 * asks itself: proxy.ts only looks for a cookie, and the layout is not rendered on every request.
 */
export async function requireCustomerPage(path: string): Promise<Actor> {
  const actor = await getActor();
  if (!actor) redirect(`/auth?next=${encodeURIComponent(path)}`);
  return actor;
}
