'use client';

import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

type Props = {
  /** The summary's content (icon and accessible name), rendered on the server. */
  label: ReactNode;
  /** The menu itself, rendered on the server. */
  children: ReactNode;
};

/**
 * The small-screen menu: a native disclosure (<details>), so it opens and is keyboard-usable
 * even before JavaScript loads. Once hydrated it also closes on a link tap or on Escape. Its
 * content comes from the server, so the island ships only these two handlers.
 */
export function MobileNav({ label, children }: Props) {
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
    <details ref={details} onKeyDown={closeOnEscape} onClick={closeOnLinkClick} className="md:hidden">
      <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md border border-border hover:bg-accent [&::-webkit-details-marker]:hidden">
        {label}
      </summary>
      {children}
    </details>
  );
}
