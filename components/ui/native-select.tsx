import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils/cn';

type NativeSelectProps = ComponentProps<'select'> & {
  /** Layout classes (width, margins) for the wrapper; `className` styles the <select> itself. */
  wrapperClassName?: string;
};

/** A styled native <select>: works without JavaScript and uses the platform picker on mobile. */
function NativeSelect({ className, wrapperClassName, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative w-full', wrapperClassName)}>
      <select
        className={cn(
          // appearance-none drops the platform arrow so the chevron below is the only one.
          'h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base md:text-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          className,
        )}
        {...props}
      />
      <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}

export { NativeSelect, type NativeSelectProps };
