import type { ReactNode } from 'react';

/** The size Open Graph and Twitter cards are shown at. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 };

/** Brand colours, as next/og needs them: literal values, not CSS variables. */
export const SHARE_CARD_COLORS = { brand: '#b4342a', ink: '#1f2433', muted: '#5b6170' } as const;

/**
 * The frame every share picture of the site is drawn in, by next/og: Satori understands inline
 * styles and flexbox only, hence `display: flex` on every box. Children stack top to bottom,
 * spread over the card.
 */
export function ShareCardFrame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #fbf7f0 0%, #f6e6dc 100%)',
        color: SHARE_CARD_COLORS.ink,
      }}
    >
      {children}
    </div>
  );
}
