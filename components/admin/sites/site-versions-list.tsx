'use client';

import { useTransition } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { restoreSiteVersionAction } from '@/lib/sites/publish/actions';
import type { SiteForEditor } from '@/lib/sites/publish/editor';
import { revertQuickEditAction } from '@/lib/sites/quick-edits/actions';

/**
 * The editor's versions: restore any earlier one; an owner's quick edit is marked as theirs, with
 * what it changed, and can be reverted (its changes undone on top of what the site shows now,
 * published at once on a live site: decision 0039).
 */
export function SiteVersionsList({ site, disabled, onChanged }: { site: SiteForEditor; disabled: boolean; onChanged: () => void }) {
  const [isPending, startTransition] = useTransition();
  const run = (label: string, action: () => ReturnType<typeof restoreSiteVersionAction>) =>
    startTransition(async () => {
      const result = await action();
      if (!result.ok) {
        toast.error(`Error: ${result.error}`);
        return;
      }
      toast.success(`${label} as version ${result.data.number}`);
      onChanged();
    });
  const busy = disabled || isPending;
  return (
    <section aria-labelledby="editor-versions" className="grid gap-2 rounded-lg border border-border p-4">
      <h2 id="editor-versions" className="font-semibold">
        Versions
      </h2>
      <ul className="grid gap-3 text-sm">
        {site.versions.map((version) => (
          <li key={version.number} className="grid gap-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">Version {version.number}</span> · {version.savedAt} · {version.source}
                {version.savedBy ? ` · ${version.savedBy}` : ''}
                {version.isCustomerEdit ? (
                  <Badge variant="warning" className="ml-2">
                    Customer quick edit
                  </Badge>
                ) : null}
                {site.publishedVersion === version.number ? (
                  <Badge variant="success" className="ml-2">
                    Live
                  </Badge>
                ) : null}
              </span>
              <span className="flex gap-2">
                {version.isCustomerEdit ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() => run(`Quick edit ${version.number} reverted`, () => revertQuickEditAction({ siteId: site.siteId, number: version.number }))}
                  >
                    Revert<span className="sr-only"> version {version.number}</span>
                  </Button>
                ) : null}
                {version.number !== site.latest.number ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() => run(`Version ${version.number} restored`, () => restoreSiteVersionAction({ siteId: site.siteId, number: version.number }))}
                  >
                    Restore<span className="sr-only"> version {version.number}</span>
                  </Button>
                ) : null}
              </span>
            </div>
            {version.changes ? (
              <details open={version.isCustomerEdit}>
                <summary className="cursor-pointer text-muted-foreground">
                  Changes from version {version.basedOn} ({version.changes.length || 'none'})
                </summary>
                <ul className="mt-1 grid gap-0.5 pl-4">
                  {version.changes.map((change) => (
                    <li key={change} className="list-disc break-words">
                      {change}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
