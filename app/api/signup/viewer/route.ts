import { trialSignupViewerAction } from '@/lib/signup/actions';

/**
 * Who is looking at /start-trial, for its island (public/islands/trial-viewer.js): the page is
 * cached and the same for everyone, so a signed-in customer's variant is decided in the browser.
 * Answers null for a visitor; never cached, since it depends on the session.
 */
export async function GET() {
  const viewer = await trialSignupViewerAction({});
  return Response.json(viewer.ok ? viewer.data : null, { headers: { 'Cache-Control': 'private, no-store' } });
}
