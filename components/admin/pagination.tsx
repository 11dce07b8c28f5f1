import Link from 'next/link';
import { Button } from '@/components/ui/button';

type Props = { page: number; pageCount: number; href: (page: number) => string; label: string; previous: string; next: string; of: string };

/** Previous / next links with the position; plain links, so each page has its own URL. */
export function Pagination({ page, pageCount, href, label, previous, next, of }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page - 1)}>{previous}</Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        {page} {of} {pageCount}
      </p>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page + 1)}>{next}</Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
