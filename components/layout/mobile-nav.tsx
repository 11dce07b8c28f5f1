'use client';

import { Menu } from 'lucide-react';
import Link from 'next/link';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { NavLink } from '@/content/types';

/**
 * The small-screen menu: a native disclosure (<details>), so it opens and is keyboard-usable
 * even before JavaScript loads. Once hydrated it also closes on a link tap or on Escape.
 */
export function MobileNav({ links }: { links: readonly NavLink[] }) {
  const details = useRef<HTMLDetailsElement>(null);

  function closeOnLinkClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a') && details.current) details.current.open = false;
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  }

  return (
    <details ref={details} onKeyDown={closeOnEscape} className="group md:hidden">
      <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md border border-border hover:bg-accent [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden="true" className="size-5" />
        <span className="sr-only">Menú</span>
      </summary>
      <nav aria-label="Menú principal" onClick={closeOnLinkClick} className="absolute inset-x-0 top-full border-b border-border bg-background shadow-md">
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="block rounded-md px-2 py-3 font-medium hover:bg-accent hover:text-accent-foreground">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
