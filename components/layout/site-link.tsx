import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A Link for the header and footer. Links to the landing page are not prefetched: its RSC
 * payload is large (about 85 KB), and parsing it on every other page cost those pages about
 * 300 ms of main-thread time on a mid-range phone. It still loads quickly on click.
 */
export function SiteLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const isLanding = href === '/' || href.startsWith('/#');
  return <Link href={href} prefetch={isLanding ? false : undefined} {...props} />;
}
