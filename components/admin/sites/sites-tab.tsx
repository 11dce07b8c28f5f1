import { Badge } from '@/components/ui/badge';
import type { Actor } from '@/lib/auth/session';
import { sitesAwaitingLogo } from '@/lib/sites/logo/team-logo';
import { listSitesForAdmin, type SiteSummary } from '@/lib/sites/queries';
import { viewsForSites } from '@/lib/sites/traffic/visits';
import { availabilityForSites } from '@/lib/uptime/queries';
import { formatAdminDateTime } from '@/lib/utils/admin-dates';

const STATUS: Record<SiteSummary['status'], { label: string; variant: 'secondary' | 'success' | 'warning' | 'destructive' }> = {
  draft: { label: 'Draft', variant: 'secondary' },
  in_review: { label: 'In review', variant: 'warning' },
  live: { label: 'Live', variant: 'success' },
  suspended: { label: 'Suspended', variant: 'destructive' },
  removed: { label: 'Removed', variant: 'destructive' },
};

/** Every hosted site: status, address and last publish, newest activity first. */
export async function SitesTab({ actor }: { actor: Actor }) {
  const sites = await listSitesForAdmin(actor);
  const [views, uptime, awaitingLogo] = await Promise.all([
    viewsForSites(
      actor,
      sites.map((site) => site.siteId),
    ),
    availabilityForSites(
      actor,
      sites.map((site) => site.siteId),
    ),
    sitesAwaitingLogo(
      actor,
      sites.map((site) => site.siteId),
    ),
  ]);
  // The uptime checker's figure for the app itself (README, Production › Uptime); absent until it runs.
  const appUptime = (
    <p className="mb-3 text-sm text-muted-foreground">
      {uptime.has(null)
        ? `Vitrina itself this month (Lima): ${uptime.get(null)} available.`
        : 'No uptime checks this month yet: is vitrina-uptime.timer installed?'}
    </p>
  );
  if (sites.length === 0) {
    return <p className="py-12 text-center text-muted-foreground">No sites yet. Draft one from a submission card (Website section).</p>;
  }
  return (
    <div>
      {appUptime}
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Hosted sites</caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Business
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Address
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Versions
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Last publish
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Visits (30 days)
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Uptime (this month)
              </th>
            </tr>
          </thead>
          <tbody>
            {sites.map((site) => (
              <tr key={site.siteId} className="border-t border-border">
                <td className="px-4 py-2 font-medium break-words">
                  <a href={`/admin/sitios/${site.siteId}`} className="underline-offset-2 hover:underline">
                    {site.businessName}
                  </a>
                  {awaitingLogo.has(site.siteId) ? (
                    <a href={`/admin/sitios/${site.siteId}/logo`} className="ml-2 text-xs font-normal text-primary underline underline-offset-2">
                      Logo brief waiting
                    </a>
                  ) : null}
                </td>
                <td className="px-4 py-2">
                  <Badge variant={STATUS[site.status].variant}>{STATUS[site.status].label}</Badge>
                </td>
                <td className="px-4 py-2">
                  <a href={site.url} target="_blank" rel="noopener noreferrer" className="break-all text-primary underline underline-offset-2">
                    {site.url}
                  </a>
                </td>
                <td className="px-4 py-2">
                  {site.latestVersion}
                  {site.publishedVersion ? ` (v${site.publishedVersion} live)` : ''}
                  {site.publishedVersion && site.status !== 'removed' ? (
                    <a href={`/api/sites/export?site=${site.siteId}`} download className="ml-2 text-primary underline underline-offset-2">
                      Download (hand-over)
                    </a>
                  ) : null}
                </td>
                <td className="px-4 py-2 whitespace-nowrap">{site.publishedAt ? formatAdminDateTime(site.publishedAt) : 'Never'}</td>
                <td className="px-4 py-2 tabular-nums">{views.get(site.siteId) ?? 0}</td>
                <td className="px-4 py-2 whitespace-nowrap tabular-nums">{uptime.get(site.siteId) ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
