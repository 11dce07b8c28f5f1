import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';

/** A link to the customer's site or preview, in a new tab (said to screen readers too). */
export function NewTabButton({ href, variant, children }: { href: string; variant?: 'outline'; children: ReactNode }) {
  return (
    <Button asChild variant={variant}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLinkIcon aria-hidden="true" />
        {children}
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    </Button>
  );
}
