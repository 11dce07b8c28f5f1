'use client';

import { useCallback, useEffect, useRef } from 'react';

import { markMessagesReadAction } from '@/lib/messages/actions';

/** Wait for a short pause in scrolling, then mark everything seen so far in one call. */
const FLUSH_DELAY_MS = 800;

/**
 * Returns a ref callback for unread message elements (carrying data-message-id). When at least
 * half of one has been on screen, its id is sent to the server as read. The "Nuevo" marks stay
 * for this visit so the customer still sees what was new; a failed call retries on the next visit.
 */
export function useMarkReadWhenSeen() {
  const pending = useRef(new Set<string>());
  const seen = useRef(new Set<string>());
  const timer = useRef<number | undefined>(undefined);
  const observer = useRef<IntersectionObserver | null>(null);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const ids = [...pending.current];
    pending.current.clear();
    if (ids.length > 0) void markMessagesReadAction({ ids });
  }, []);

  const onEntries = useCallback(
    (entries: IntersectionObserverEntry[]) => {
      for (const entry of entries) {
        const id = (entry.target as HTMLElement).dataset.messageId;
        if (!entry.isIntersecting || !id || seen.current.has(id)) continue;
        seen.current.add(id);
        pending.current.add(id);
      }
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, FLUSH_DELAY_MS);
    },
    [flush],
  );

  // Leaving the page sends what was already seen.
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      flush();
    },
    [flush],
  );

  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      // Created on first use: ref callbacks run before effects do.
      const current = (observer.current ??= new IntersectionObserver(onEntries, { threshold: 0.5 }));
      current.observe(element);
      return () => current.unobserve(element);
    },
    [onEntries],
  );
}
