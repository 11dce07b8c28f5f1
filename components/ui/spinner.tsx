import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils/cn';

type SpinnerProps = ComponentProps<'span'> & {
  /** Text announced by screen readers. Size the spinner with className (default size-5). */
  label?: string;
};

function Spinner({ className, label = 'Cargando...', ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex size-5 shrink-0', className)} {...props}>
      <LoaderCircleIcon aria-hidden="true" className="size-full animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
