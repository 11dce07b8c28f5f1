import { connection } from 'next/server';
import { getActor } from '@/lib/auth/session';
import { ownSketchResponse } from '@/lib/sites/serve/serve-site';

/**
 * 'Tu primer boceto': the sketch made right after the trial form, for its owner only (decision
 * 0038). Beside the previews because the dashboard frames it, and only this area may be framed.
 * Signed out, the sign-in page brings them back to the dashboard's site page.
 */
type Context = { params: Promise<{ path?: string[] }> };

export async function GET(request: Request, context: Context) {
  await connection();
  const actor = await getActor();
  if (!actor) return Response.redirect(new URL('/auth?next=%2Fdashboard%2Fsitio', request.url), 303);
  const { path } = await context.params;
  return ownSketchResponse(actor, path);
}
