'use client';

import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Show = (sonner: Sonner) => void;

/**
 * `toast.success/error/info(message)` without shipping the toaster to every page: sonner (and
 * its Toaster, mounted by ToastHost) loads on the first toast. Toasts asked for before the
 * Toaster listens — on the first one, or fired while a page mounts — wait in `pending` and are
 * shown once it does, so none is lost.
 */
let sonner: Promise<Sonner> | undefined;
let hostReady = false;
const pending: Show[] = [];
const hostListeners = new Set<() => void>();

function show(run: Show): void {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of hostListeners) listener();
  }
  if (hostReady) void sonner.then(run);
  else pending.push(run);
}

export const toast = {
  success: (message: string, data?: ExternalToast) => show((s) => s.toast.success(message, data)),
  error: (message: string, data?: ExternalToast) => show((s) => s.toast.error(message, data)),
  info: (message: string, data?: ExternalToast) => show((s) => s.toast.info(message, data)),
};

/** ToastHost's view: whether any toast was asked for (then it mounts the Toaster). */
export const toastRequests = {
  subscribe(listener: () => void) {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
  requested: () => sonner !== undefined,
};

/** Called by the mounted Toaster once it listens: shows what waited. */
export function toasterListening(): void {
  hostReady = true;
  const waiting = pending.splice(0);
  void sonner?.then((s) => waiting.forEach((run) => run(s)));
}
