import { ExternalLinkIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** 'Ver mi sitio': the published site, in a new tab (said to screen readers too). */
export function LiveSiteButton({ href }: { href: string }) {
  return (
    <Button asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLinkIcon aria-hidden="true" />
        Ver mi sitio
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    </Button>
  );
}
