import { describe, expect, it } from 'vitest';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import config from '@/next.config';
import { MAX_UPLOAD_BYTES } from '@/lib/storage/upload-limits';

/** The config states both limits in bytes, from one constant. */
const nextConfig = config(PHASE_PRODUCTION_SERVER);
const size = (limit: number | string | undefined) => (typeof limit === 'number' ? limit : Number.NaN);

describe('request body limits (issue 12, item 16)', () => {
  it('lets a whole maximal upload through the proxy and into the server action, so an oversized image gets the size message', () => {
    const actionLimit = size(nextConfig.experimental?.serverActions?.bodySizeLimit);
    const proxyLimit = size(nextConfig.experimental?.proxyClientMaxBodySize);
    // Next's own default for the proxy is 10 MB: a file of 10-11 MB then arrived cut short.
    expect(proxyLimit).toBeGreaterThanOrEqual(actionLimit);
    // Room for a file one byte over the limit plus the multipart framing.
    expect(actionLimit).toBeGreaterThan(MAX_UPLOAD_BYTES + 64 * 1024);
  });
});
