import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils/cn';

/**
 * Purely visual placeholder, hidden from screen readers: announce loading with a <Spinner>
 * or aria-busy on the region instead.
 */
function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      // foreground/10 rather than bg-muted, which is nearly invisible on the page background.
      className={cn('rounded-md bg-foreground/10 motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}

export { Skeleton };
