import { ConfigError, loadConfig } from './load';

/**
 * What `next build` writes into prerendered pages (canonical and sharing URLs, JSON-LD, the
 * footer's company data and contact address). A production build without them would advertise
 * http://localhost:3000 and placeholder company data until the next build
 * (docs/decisions/0007-values-fixed-at-build.md).
 */
export const BUILD_VALUES = ['APP_URL', 'CONTACT_EMAIL', 'COMPANY_LEGAL_NAME', 'COMPANY_RUC', 'COMPANY_ADDRESS'] as const;

/** Throws a message naming every missing or malformed build value; next.config.ts calls it. */
export function assertBuildValues(env: Record<string, string | undefined>): void {
  const missing = BUILD_VALUES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new ConfigError(
      `A production build needs the values it writes into the prerendered pages. Set ${missing.join(', ')} ` +
        'for `next build` (the same values the server runs with; see README, Configuration).',
    );
  }
  // Malformed values (an APP_URL without http, an RUC of 10 digits) fail here with their names.
  loadConfig({ ...env, NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' });
}
