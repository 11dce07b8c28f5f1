import { connection } from 'next/server';
import { previewSiteResponse } from '@/lib/sites/serve/serve-site';

/**
 * The customer's private preview of their site (issue 13): the newest version, through the same
 * renderer as the live site, at an address only the token opens. Never cached, never indexed;
 * the dashboard and the editor embed it (its policy lets the app's own pages frame it).
 */
type Context = { params: Promise<{ token: string; path?: string[] }> };

export async function GET(_request: Request, context: Context) {
  await connection();
  const { token, path } = await context.params;
  return previewSiteResponse(token, path);
}
