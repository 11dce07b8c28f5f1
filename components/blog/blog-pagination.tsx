import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { blogListHref } from '@/lib/blog/list-routes';

type Props = { page: number; totalPages: number };

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md border border-border bg-card px-4 text-sm font-medium hover:bg-accent hover:text-accent-foreground';

/** Previous / next between list pages, with where the reader is. */
export function BlogPagination({ page, totalPages }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginación del blog" className="mt-10 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={blogListHref(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Anteriores
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Página {page} de {totalPages}
      </p>
      {page < totalPages ? (
        <Link href={blogListHref(page + 1)} rel="next" className={linkClass}>
          Siguientes
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
