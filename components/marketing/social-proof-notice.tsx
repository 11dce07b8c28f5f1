'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { socialProofCopy } from '@/content/social-proof';
import { hasNotices, noticeFor, SOCIAL_PROOF_TIMING, type SocialProofFeed, type SocialProofNotice as Notice } from '@/lib/social-proof/schemas';

/**
 * The floating "Compró su sitio web" notice. Fixed in a corner, so it never moves the page;
 * announced politely and never focused, so it never interrupts someone typing or reading.
 * The feed is fetched only when the first notice is due, keeping the page load lean; the icons
 * are drawn on the server and passed in, so no icon code ships with the island.
 */
export function SocialProofNotice({ icon, closeIcon }: { icon: ReactNode; closeIcon: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const feed = useRef<SocialProofFeed | null>(null);

  useEffect(() => {
    const { firstDelayMs, intervalMs, visibleMs } = SOCIAL_PROOF_TIMING;
    let appearance = 0;
    let stopped = false;
    let repeat: ReturnType<typeof setInterval> | undefined;
    let hide: ReturnType<typeof setTimeout> | undefined;

    async function loadFeed(): Promise<SocialProofFeed | null> {
      if (feed.current) return feed.current;
      try {
        const response = await fetch('/api/social-proof');
        feed.current = response.ok ? ((await response.json()) as SocialProofFeed) : null;
      } catch {
        feed.current = null;
      }
      return feed.current;
    }

    async function show() {
      const current = await loadFeed();
      if (stopped) return;
      if (!current || !hasNotices(current)) {
        clearInterval(repeat);
        return;
      }
      setNotice(noticeFor(current, appearance, new Date()));
      appearance += 1;
      clearTimeout(hide);
      hide = setTimeout(() => setNotice(null), visibleMs);
    }

    const first = setTimeout(() => {
      void show();
      repeat = setInterval(() => void show(), intervalMs);
    }, firstDelayMs);

    return () => {
      stopped = true;
      clearTimeout(first);
      clearTimeout(hide);
      clearInterval(repeat);
    };
  }, []);

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-4 bottom-4 z-30 sm:right-auto sm:w-80">
      {notice ? (
        <div className="pointer-events-auto flex items-start gap-3 rounded-lg border border-border bg-card p-4 text-sm shadow-lg motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0">
          {icon}
          <p className="min-w-0 flex-1">
            <span className="block font-semibold">{notice.business}</span>
            <span className="block">
              {socialProofCopy.action} · {notice.region}
              {socialProofCopy.countrySuffix}
            </span>
            {notice.time ? <span className="block text-muted-foreground">{notice.time}</span> : null}
          </p>
          <button
            type="button"
            onClick={() => setNotice(null)}
            aria-label={socialProofCopy.closeLabel}
            className="-m-1 rounded-md p-1 text-muted-foreground hover:text-foreground"
          >
            {closeIcon}
          </button>
        </div>
      ) : null}
    </div>
  );
}
