'use client';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { SitePage } from '@/lib/sites/document/document';
import { ListItemControls } from './list-item-controls';

/** A free address for a new page: 'nueva-pagina', then 'nueva-pagina-2'... */
function freeSlug(pages: SitePage[]): string {
  const taken = new Set(pages.map((p) => p.slug));
  if (!taken.has('nueva-pagina')) return 'nueva-pagina';
  for (let n = 2; ; n += 1) if (!taken.has(`nueva-pagina-${n}`)) return `nueva-pagina-${n}`;
}

/**
 * The site's pages in the editor (issue 26): each one's title and address, whether it is a draft
 * (kept, not on the live site), reordered and removed with the same buttons as the sections, and
 * new pages added. Inicio stays first, with no address of its own. What is valid (addresses, the
 * plan's number of pages) is decided when the editor saves.
 */
export function SitePagesEditor({
  pages,
  pageLimit,
  onChange,
  onSelect,
}: {
  pages: SitePage[];
  /** The owner's plan's published pages, shown beside the count. */
  pageLimit: { planName: string; pages: number };
  onChange: (pages: SitePage[], select?: number) => void;
  onSelect: (index: number) => void;
}) {
  const set = (index: number, patch: Partial<SitePage>) => onChange(pages.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const move = (from: number, to: number) => {
    const next = [...pages];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next, to);
  };
  const published = pages.filter((p) => !p.draft).length;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">Pages</legend>
      <p className="text-sm text-muted-foreground" data-testid="editor-page-count">
        {published} of {pageLimit.pages} published pages ({pageLimit.planName} plan)
      </p>
      <ol className="grid gap-3" aria-label="Pages of this site">
        {pages.map((p, index) => (
          <li key={index} className="grid gap-2 rounded-md border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <button type="button" className="text-left font-medium underline-offset-2 hover:underline" onClick={() => onSelect(index)}>
                {p.title || 'Untitled'} {p.draft ? <span className="text-muted-foreground">(draft)</span> : null}
              </button>
              {index > 0 ? (
                // Inicio is always first: the other pages move among themselves.
                <ListItemControls
                  label="page"
                  index={index}
                  count={pages.length}
                  first={1}
                  onMove={move}
                  onRemove={() =>
                    onChange(
                      pages.filter((_, i) => i !== index),
                      0,
                    )
                  }
                />
              ) : null}
            </div>
            {index > 0 ? (
              <div className="grid grid-cols-[1fr_auto] items-end gap-3">
                <div className="grid gap-1">
                  <Label htmlFor={`page-slug-${index}`}>Address of page {index + 1}</Label>
                  <Input id={`page-slug-${index}`} value={p.slug} onChange={(e) => set(index, { slug: e.target.value })} spellCheck={false} />
                </div>
                <label className="flex min-h-10 items-center gap-2 text-sm">
                  <input type="checkbox" checked={Boolean(p.draft)} onChange={(e) => set(index, { draft: e.target.checked || undefined })} />
                  Draft<span className="sr-only"> page {index + 1}</span>
                </label>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange([...pages, { slug: freeSlug(pages), title: 'Nueva página', sections: [] }], pages.length)}
        >
          Add page
        </Button>
      </div>
    </fieldset>
  );
}
