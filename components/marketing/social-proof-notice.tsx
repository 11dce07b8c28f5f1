import { Island } from '@/components/layout/island';
import type { ReactNode } from 'react';
import { socialProofCopy } from '@/content/social-proof';

/**
 * The floating "Compró su sitio web" notice: its live region and, in a <template>, the markup of
 * one notice, which the island (public/islands/social-proof.js) fills and shows. Fixed in a
 * corner, so it never moves the page; the icons are drawn here, so no icon code ships.
 */
export function SocialProofNotice({ icon, closeIcon }: { icon: ReactNode; closeIcon: ReactNode }) {
  return (
    <>
      <div role="status" aria-live="polite" data-social-proof="" className="pointer-events-none fixed inset-x-4 bottom-4 z-30 sm:right-auto sm:w-80">
        <template>
          <div
            data-notice=""
            className="pointer-events-auto flex items-start gap-3 rounded-lg border border-border bg-card p-4 text-sm shadow-lg motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0"
          >
            {icon}
            <p className="min-w-0 flex-1">
              <span data-field="business" className="block font-semibold" />
              <span className="block">
                {socialProofCopy.action} · <span data-field="region" />
                {socialProofCopy.countrySuffix}
              </span>
              <span data-field="time" className="block text-muted-foreground" />
            </p>
            <button
              type="button"
              data-close=""
              aria-label={socialProofCopy.closeLabel}
              className="-m-1 rounded-md p-1 text-muted-foreground hover:text-foreground"
            >
              {closeIcon}
            </button>
          </div>
        </template>
      </div>
      <Island name="social-proof" />
    </>
  );
}
