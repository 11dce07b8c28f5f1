'use client';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { draftSiteAction, publishSiteAction, sendSitePreviewAction, suspendSiteAction } from '@/lib/sites/actions';
import type { AdminSubmission } from '@/lib/submissions/schemas';
import { useAdminAction } from '../use-admin-action';

const STATUS: Record<NonNullable<AdminSubmission['site']>['status'], { label: string; variant: 'secondary' | 'success' | 'warning' | 'destructive' }> = {
  draft: { label: 'Draft', variant: 'secondary' },
  in_review: { label: 'In review', variant: 'warning' },
  live: { label: 'Live', variant: 'success' },
  suspended: { label: 'Suspended', variant: 'destructive' },
  removed: { label: 'Removed', variant: 'destructive' },
};

/** The project's hosted website: draft it from the submission, publish the newest version, suspend it. */
export function SitePanel({ submissionId, site }: { submissionId: string; site: AdminSubmission['site'] }) {
  const { run, isPending } = useAdminAction();
  const draft = () =>
    run(draftSiteAction, { submissionId }, { success: (d) => `Site draft saved as version ${d.versionNumber}`, errorPrefix: 'Failed to draft the site: ' });

  if (!site) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-muted-foreground">No site yet. A draft is built from this submission and can be edited before it goes live.</p>
        <Button type="button" onClick={draft} disabled={isPending}>
          {isPending ? <Spinner className="size-4" label="Drafting..." /> : null}
          Generate site draft
        </Button>
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
          <Button type="button" variant="outline" disabled={isPending} onClick={() => run(sendSitePreviewAction, { siteId: site.siteId }, { success: 'Preview sent to the client', errorPrefix: 'Failed to send the preview: ' })}>
            Send preview to client
          </Button>
        ) : null}
        {canPublish ? (
          <Button type="button" disabled={isPending} onClick={() => run(publishSiteAction, { siteId: site.siteId }, { success: (d) => `Version ${d.versionNumber} is live`, errorPrefix: 'Failed to publish: ' })}>
            {isPending ? <Spinner className="size-4" label="Publishing..." /> : null}
            Publish version {site.latestVersion}
          </Button>
        ) : null}
        {site.status === 'live' || site.status === 'suspended' ? (
          <Button
            type="button"
            variant={site.status === 'live' ? 'destructive' : 'outline'}
            disabled={isPending}
            onClick={() =>
              run(suspendSiteAction, { siteId: site.siteId, suspended: site.status === 'live' }, { success: site.status === 'live' ? 'Site suspended' : 'Site is live again', errorPrefix: 'Failed to update the site: ' })
            }
          >
            {site.status === 'live' ? 'Suspend' : 'Reactivate'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
