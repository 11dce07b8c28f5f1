'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and until React has taken over the page, then true. Submit buttons
 * wait for it: pressed earlier, the browser would send the form natively and the page would
 * reload, losing what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
