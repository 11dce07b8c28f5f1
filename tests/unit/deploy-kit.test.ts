import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backupEnvSchema } from '@/lib/backup/target';
import { envSchema } from '@/lib/config/schema';
import { MAX_ACTION_BODY_BYTES } from '@/lib/storage/upload-limits';
import { drainMilliseconds, READINESS_PATH } from '@/scripts/graceful-shutdown.mjs';

const template = readFileSync('deploy/vitrina.env.example', 'utf8');
const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
const unit = readFileSync('deploy/systemd/vitrina@.service', 'utf8');

/** Set by Next and Vercel themselves, never in a self-hosted deployment. */
const PLATFORM_VARIABLES = ['NEXT_PHASE', 'VERCEL'];
/** The variables a file sets, or shows commented out (`# NAME=value`). */
const names = (text: string) => [...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
const sorted = (list: Iterable<string>) => [...new Set(list)].sort();

/** Each site's body limit in deploy/Caddyfile: request_body's size in bytes and the pattern of declared lengths answered 413. */
const bodyLimits = () =>
  [...caddyfile.matchAll(/^\s*import body_limit (\d+)MB (\S+)$/gm)].map((match) => ({
    bytes: Number(match[1]) * 1000 * 1000,
    refused: new RegExp(`^${match[2]}$`),
  }));

describe('the deploy kit', () => {
  it('the production environment template lists every variable the configuration and the backups read, so a new one cannot be forgotten', () => {
    const read = [...Object.keys(envSchema.shape).filter((name) => !PLATFORM_VARIABLES.includes(name)), ...Object.keys(backupEnvSchema.shape)];
    expect(sorted(names(template))).toEqual(sorted(read));
  });

  it('puts what every instance must share in the section that says so', () => {
    const identical = template.slice(0, template.indexOf('# Payments and receipts'));
    expect(identical).toContain('Required, identical on every instance');
    for (const name of ['DATABASE_URL', 'BETTER_AUTH_SECRET', 'APP_URL', 'SITES_DOMAIN', 'REDIS_URL', 'CRON_SECRET', 'TRUSTED_PROXY_COUNT']) {
      expect(names(identical), name).toContain(name);
    }
  });

  it("lets the largest legitimate upload through Caddy, refuses past it, and health-checks the instances' readiness", () => {
    const [app, sites] = bodyLimits();
    // The app's host takes a maximal upload through a server action; site hosts take small forms.
    expect(app!.bytes).toBeGreaterThan(MAX_ACTION_BODY_BYTES);
    expect(app!.refused.test(String(MAX_ACTION_BODY_BYTES))).toBe(false);
    expect(sites!.bytes).toBeLessThan(app!.bytes);
    // A declared length is refused from the size request_body stops at, not below and not far above.
    for (const limit of [app!, sites!]) {
      expect([limit.refused.test(String(limit.bytes - 1)), limit.refused.test(String(limit.bytes)), limit.refused.test(String(limit.bytes * 50))]).toEqual([
        false,
        true,
        true,
      ]);
    }
    expect(caddyfile).toContain(`health_uri ${READINESS_PATH}`);
  });

  it('gives a stopping instance longer than its drain before systemd kills it', () => {
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)s$/m.exec(unit)?.[1]);
    const drainSeconds = drainMilliseconds({ SHUTDOWN_DRAIN_SECONDS: /^SHUTDOWN_DRAIN_SECONDS=(\d*)$/m.exec(template)?.[1] }) / 1000;
    expect(stopSeconds).toBeGreaterThan(drainSeconds + 5);
  });
});
