import { Skeleton } from '@/components/ui/skeleton';

/** Three placeholder cards shaped like ArticleCard, shown while the list loads. */
export function ArticleListSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">Cargando artículos…</span>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} data-testid="article-skeleton" className="overflow-hidden rounded-lg border border-border bg-card">
            <Skeleton className="aspect-[1200/630] w-full rounded-none" />
            <div className="flex flex-col gap-3 p-5">
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <div className="flex gap-2 pt-1">
                <Skeleton className="h-5 w-16" />
                <Skeleton className="h-5 w-20" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
