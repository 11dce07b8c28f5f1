import { describe, expect, it } from 'vitest';
import { serverOptions } from '@/scripts/server-options.mjs';

describe("npm start's address", () => {
  it('listens where HOSTNAME and PORT say, as Next does, and the flags win over them', () => {
    expect(serverOptions([], {})).toEqual({ port: 3000, hostname: '0.0.0.0' });
    expect(serverOptions([], { HOSTNAME: '127.0.0.1', PORT: '8080' })).toEqual({ port: 8080, hostname: '127.0.0.1' });
    expect(serverOptions(['-H', '::1', '--port', '4000'], { HOSTNAME: '127.0.0.1', PORT: '8080' })).toEqual({ port: 4000, hostname: '::1' });
  });
});
