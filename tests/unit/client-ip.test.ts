import { describe, expect, it } from 'vitest';
import { clientIpFromForwardedFor } from '@/lib/http/client-ip';

describe('client address behind trusted proxies', () => {
  it('takes the address the single trusted proxy appended, ignoring what the client wrote', () => {
    expect(clientIpFromForwardedFor('198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientIpFromForwardedFor('1.2.3.4, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientIpFromForwardedFor('9.9.9.9, 1.2.3.4, 198.51.100.7', 1)).toBe('198.51.100.7');
  });

  it('counts hops from the right with two proxies', () => {
    expect(clientIpFromForwardedFor('1.2.3.4, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('answers a stable placeholder without a header', () => {
    expect(clientIpFromForwardedFor(null, 1)).toBe('unknown');
    expect(clientIpFromForwardedFor(' , ', 1)).toBe('unknown');
  });
});
