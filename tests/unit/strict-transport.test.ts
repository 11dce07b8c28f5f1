import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import config from '@/next.config';
import { headersFor } from '../helpers/apply-rewrites';

/** next.config.ts's headers as a production server with these names applies them. */
async function productionHeaders(env: Record<string, string>) {
  vi.stubEnv('NODE_ENV', 'production');
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const rules = await config(PHASE_PRODUCTION_SERVER).headers!();
  return (host: string, path = '/') => headersFor(rules, host, path).get('strict-transport-security');
}

describe('Strict-Transport-Security', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("covers our own names and their subdomains, but only the name itself on a customer's domain", async () => {
    const hsts = await productionHeaders({ SITES_DOMAIN: 'vitrina.site', APP_URL: 'https://vitrina.pe' });
    for (const host of ['vitrina.pe', 'www.vitrina.pe', 'rosa.vitrina.site']) {
      expect(hsts(host), host).toBe('max-age=63072000; includeSubDomains; preload');
      expect(hsts(host, '/api/health'), host).toBe('max-age=63072000; includeSubDomains; preload');
    }
    for (const host of ['www.buensabor.pe', 'buensabor.com.pe', 'xn--cafetera-i2a.pe']) {
      for (const path of ['/', '/carta', '/api/health', '/_next/static/a.js']) {
        const value = hsts(host, path);
        expect(value, `${host}${path}`).toMatch(/^max-age=\d+$/);
        expect(Number(value?.slice('max-age='.length)), `${host}${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('covers every host without a sites domain (no custom domains then), and none outside production', async () => {
    const hsts = await productionHeaders({ SITES_DOMAIN: '', APP_URL: 'https://vitrina.pe' });
    expect(hsts('vitrina.pe')).toBe('max-age=63072000; includeSubDomains; preload');
    vi.stubEnv('NODE_ENV', 'development');
    const rules = await config(PHASE_PRODUCTION_SERVER).headers!();
    expect(headersFor(rules, 'localhost', '/').get('strict-transport-security')).toBeUndefined();
  });
});
