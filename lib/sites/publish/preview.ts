import 'server-only';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { sites, siteVersions, trialSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AuthError, type Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { absoluteUrl } from '@/lib/config/app-url';
import { sendPreviewReadyEmail } from '@/lib/submissions/emails';
import { startTrialClock } from '@/lib/billing/trial-lifecycle';
import { updateSubmissionSiteUrl } from '@/lib/submissions/update-submission';
import type { SiteDocument } from '@/lib/sites/document/document';
import { readLiveDocument } from '@/lib/sites/document/stored-version';

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
 * e-mailed; the first one starts the trial's 5 days. The preview shows that version until the
 * next send, so what the customer approves is what they saw, not an edit made since. Sending
 * again after more edits e-mails again; the address stays the same, and an approval of the
 * earlier version no longer stands (the customer approves what they now see).
 */
export async function sendSitePreview(actor: Actor, siteId: string): Promise<{ url: string }> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const db = getDb();
  const site = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
    if (!row) throw new UserFacingError('site not found');
    if (row.status === 'removed') throw new UserFacingError('this site was removed');
    const [newest] = await tx
      .select({ id: siteVersions.id })
      .from(siteVersions)
      .where(eq(siteVersions.siteId, siteId))
      .orderBy(desc(siteVersions.number))
      .limit(1);
    if (!newest) throw new UserFacingError('this site has no version to show yet');
    const previewToken = row.previewToken ?? randomBytes(24).toString('base64url');
    await tx
      .update(sites)
      .set({
        previewToken,
        previewVersionId: newest.id,
        ...(row.approvedVersionId !== newest.id ? { approvedVersionId: null } : {}),
        ...(row.status === 'draft' ? { status: 'in_review' as const } : {}),
      })
      .where(eq(sites.id, siteId));
    return { ...row, previewToken };
  });
  const token = site.previewToken;
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

/** What a preview token opens: that one site's version last sent for review, and nothing else. */
export async function getPreviewSite(token: string): Promise<{ document: SiteDocument; label: string } | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const [row] = await getDb()
    .select({ label: sites.label, status: sites.status, document: siteVersions.document })
    .from(sites)
    .innerJoin(siteVersions, eq(siteVersions.id, sites.previewVersionId))
    .where(eq(sites.previewToken, token))
    .limit(1);
  if (!row || row.status === 'removed') return null;
  return { label: row.label, document: readLiveDocument(row.document) };
}
