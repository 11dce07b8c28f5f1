'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';

import { toastRequests } from './toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * In the root layout: renders nothing until the first `toast()` of the visit, then loads and
 * mounts the Toaster (components/ui/toast.ts), so pages that never toast never load it.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
