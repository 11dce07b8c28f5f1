import { connection } from 'next/server';
import { siteFeedResponse } from '@/lib/sites/serve/site-files';

type Context = { params: Promise<{ label: string }> };

/** /feed.xml on a site's own host: its published articles (the Growth plan's monthly article). */
export async function GET(_request: Request, context: Context) {
  await connection();
  return siteFeedResponse((await context.params).label);
}
