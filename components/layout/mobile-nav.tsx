import { Island } from './island';
import type { ReactNode } from 'react';

type Props = {
  /** The summary's content (icon and accessible name). */
  label: ReactNode;
  /** The menu itself. */
  children: ReactNode;
};

/**
 * The small-screen menu: a native disclosure (<details>), so it opens and is keyboard-usable
 * with no script at all. A two-handler island (public/islands/menu.js) closes it on a link tap
 * or on Escape.
 */
export function MobileNav({ label, children }: Props) {
  return (
    <>
      <details data-menu="" className="md:hidden">
        <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md border border-border hover:bg-accent [&::-webkit-details-marker]:hidden">
          {label}
        </summary>
        {children}
      </details>
      <Island name="menu" />
    </>
  );
}
