import 'server-only';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { sites, siteVersions, trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { absoluteUrl } from '@/lib/site/url';
import { sendPreviewReadyEmail } from '@/lib/submissions/emails';
import { startTrialClock } from '@/lib/subscriptions/trial-lifecycle';
import { updateSubmissionSiteUrl } from '@/lib/submissions/update-submission';
import { siteDocumentSchema, type SiteDocument } from './document';

/** The private preview address: on the app's host, unguessable, never indexed. */
export const previewPath = (token: string) => `/vista-previa/${token}`;

/** The path of a preview address of this app's own (one 'Send preview to client' made), or null for any other address. */
export function ownPreviewPath(url: string | null): string | null {
  if (!url) return null;
  const own = new URL(absoluteUrl(previewPath('')));
  try {
    const parsed = new URL(url);
    return parsed.origin === own.origin && /^\/vista-previa\/[\w-]+$/.test(parsed.pathname) ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/**
 * 'Send preview to client': the site's newest version becomes reviewable at a private address,
 * which becomes the submission's preview link (the dashboard shows it), and the customer is
 * e-mailed; the first one starts the trial's 5 days. Sending again after more edits e-mails
 * again; the address stays the same.
 */
export async function sendSitePreview(actor: Actor, siteId: string): Promise<{ url: string }> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) throw new UserFacingError('site not found');
  if (site.status === 'removed') throw new UserFacingError('this site was removed');
  const token = site.previewToken ?? randomBytes(24).toString('base64url');
  await db
    .update(sites)
    .set({ previewToken: token, ...(site.status === 'draft' ? { status: 'in_review' as const } : {}) })
    .where(eq(sites.id, siteId));
  const url = absoluteUrl(previewPath(token));
  const [submission] = await db.select().from(trialSubmissions).where(eq(trialSubmissions.id, site.submissionId)).limit(1);
  if (submission?.previewUrl === url) {
    // Same address as last time: the link did not change, the content did; tell the customer again.
    const trial = submission.userId ? await startTrialClock(submission.userId) : null;
    await sendPreviewReadyEmail({ email: submission.email, name: submission.businessName, businessName: submission.businessName }, trial);
  } else {
    await updateSubmissionSiteUrl(actor, { submissionId: site.submissionId, field: 'preview', url });
  }
  return { url };
}

/** What a preview token opens: that one site's newest version, and nothing else. */
export async function getPreviewSite(token: string): Promise<{ document: SiteDocument; label: string } | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const [row] = await getDb()
    .select({ label: sites.label, status: sites.status, document: siteVersions.document })
    .from(sites)
    .innerJoin(siteVersions, eq(siteVersions.siteId, sites.id))
    .where(eq(sites.previewToken, token))
    .orderBy(desc(siteVersions.number))
    .limit(1);
  if (!row || row.status === 'removed') return null;
  return { label: row.label, document: siteDocumentSchema.parse(row.document) };
}
