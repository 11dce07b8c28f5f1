'use client';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DomainSettings } from '@/components/site-domains/domain-settings';
import { Spinner } from '@/components/ui/spinner';
import { draftSiteAction } from '@/lib/sites/document/actions';
import { markRevisionDoneAction, publishSiteAction, sendSitePreviewAction, suspendSiteAction } from '@/lib/sites/publish/actions';
import { removeSiteDomainAction, setSiteDomainAction, verifySiteDomainAction } from '@/lib/sites/domains/actions';
import type { AdminSubmission } from '@/lib/admin/submissions-list';
import type { AiFailureKind } from '@/lib/ai/client';
import { useAdminAction } from '../use-admin-action';
import { WaitDialog } from '../wait-dialog';
import { SuspendSiteButton } from './suspend-site-button';

const STATUS: Record<NonNullable<AdminSubmission['site']>['status'], { label: string; variant: 'secondary' | 'success' | 'warning' | 'destructive' }> = {
  draft: { label: 'Draft', variant: 'secondary' },
  in_review: { label: 'In review', variant: 'warning' },
  live: { label: 'Live', variant: 'success' },
  suspended: { label: 'Suspended', variant: 'destructive' },
  removed: { label: 'Removed', variant: 'destructive' },
};

/** Why a draft came from the rubro's template instead of the AI. */
const FALLBACK: Record<AiFailureKind, string> = {
  not_configured: 'AI is not configured',
  timeout: 'the AI service did not answer in time',
  unavailable: 'the AI service is unavailable right now',
  invalid_answer: 'the AI answer was not a valid site, twice',
};

/** The project's hosted website: draft it from the submission, publish the newest version, suspend it. */
export function SitePanel({ submissionId, businessName, site }: { submissionId: string; businessName: string; site: AdminSubmission['site'] }) {
  const { run, isPending: isUpdating } = useAdminAction();
  // Its own pending flag: only drafting (an AI call) blocks the panel behind the wait dialog.
  const drafting = useAdminAction();
  const isPending = isUpdating || drafting.isPending;
  const draft = () =>
    drafting.run(
      draftSiteAction,
      { submissionId },
      {
        success: (d) =>
          d.fallback
            ? `Site draft saved as version ${d.versionNumber} from the template (${FALLBACK[d.fallback]})`
            : `Site draft saved as version ${d.versionNumber}, written by AI`,
        errorPrefix: 'Failed to draft the site: ',
      },
    );
  const waitDialog = <WaitDialog open={drafting.isPending} title="Generating Site Draft" />;

  if (!site) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-muted-foreground">No site yet. A draft is built from this submission and can be edited before it goes live.</p>
        <Button type="button" onClick={draft} disabled={isPending}>
          Generate site draft
        </Button>
        {waitDialog}
      </div>
    );
  }
  const status = STATUS[site.status];
  const canPublish = site.status !== 'removed' && site.latestVersion > 0 && site.publishedVersion !== site.latestVersion;
  return (
    <div className="space-y-3 text-sm" data-testid="site-panel">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={status.variant}>{status.label}</Badge>
        <a href={site.url} target="_blank" rel="noopener noreferrer" className="break-all text-primary underline underline-offset-2">
          {site.url}
        </a>
        <a href={`/admin/sitios/${site.siteId}`} className="font-medium text-primary underline underline-offset-2">
          Edit site
        </a>
      </p>
      <p className="text-muted-foreground">
        Version {site.latestVersion}
        {site.publishedVersion ? ` · version ${site.publishedVersion} live since ${site.publishedAt}` : ' · never published'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={draft} disabled={isPending}>
          New draft from submission
        </Button>
        {site.status !== 'removed' ? (
          <Button
            type="button"
            variant="outline"
            disabled={isPending}
            onClick={() =>
              run(sendSitePreviewAction, { siteId: site.siteId }, { success: 'Preview sent to the client', errorPrefix: 'Failed to send the preview: ' })
            }
          >
            Send preview to client
          </Button>
        ) : null}
        {canPublish ? (
          <Button
            type="button"
            disabled={isPending}
            onClick={() =>
              run(publishSiteAction, { siteId: site.siteId }, { success: (d) => `Version ${d.versionNumber} is live`, errorPrefix: 'Failed to publish: ' })
            }
          >
            {isUpdating ? <Spinner className="size-4" label="Publishing..." /> : null}
            Publish version {site.latestVersion}
          </Button>
        ) : null}
        {site.status === 'live' ? <SuspendSiteButton siteId={site.siteId} siteUrl={site.url} businessName={businessName} disabled={isPending} /> : null}
        {site.status === 'suspended' ? (
          <Button
            type="button"
            variant="outline"
            disabled={isPending}
            onClick={() =>
              run(suspendSiteAction, { siteId: site.siteId, suspended: false }, { success: 'Site is live again', errorPrefix: 'Failed to update the site: ' })
            }
          >
            Reactivate
          </Button>
        ) : null}
      </div>
      {site.revisions.length > 0 ? (
        <div className="space-y-2">
          <h5 className="font-medium">Change requests from the client</h5>
          <ul className="space-y-2">
            {site.revisions.map((revision) => (
              <li key={revision.id} className="rounded-md border border-border p-3">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge variant={revision.status === 'hecho' ? 'success' : 'warning'}>{revision.status === 'hecho' ? 'Done' : 'Pending'}</Badge>
                  <span className="font-medium">{revision.sectionLabel}</span>
                  <span className="text-muted-foreground">{revision.requestedAt}</span>
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{revision.message}</p>
                {revision.status === 'pendiente' ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="mt-2"
                    disabled={isPending}
                    onClick={() =>
                      run(markRevisionDoneAction, { revisionId: revision.id }, { success: 'Marked as done', errorPrefix: 'Failed to update the request: ' })
                    }
                  >
                    Mark as done
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {site.status === 'live' || site.status === 'suspended' ? (
        <DomainSettings
          language="en"
          siteId={site.siteId}
          siteAddress={site.url}
          initial={site.domain}
          actions={{ set: setSiteDomainAction, verify: verifySiteDomainAction, remove: removeSiteDomainAction }}
        />
      ) : null}
      {waitDialog}
    </div>
  );
}
