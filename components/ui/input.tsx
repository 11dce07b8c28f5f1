import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils/cn';

function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        // text-base below md keeps iOS Safari from zooming in on focus.
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm',
        'file:border-0 file:bg-transparent file:text-sm file:font-medium placeholder:text-muted-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}

export { Input };
