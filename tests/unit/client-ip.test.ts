import { Socket } from 'node:net';
import { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIpFrom, SOCKET_IP_HEADER } from '@/lib/http/client-ip';
import { SOCKET_IP_HEADER as STAMPED_HEADER, stampSocketAddress } from '@/scripts/socket-address.mjs';

const xff = (value: string | null, extra: Record<string, string> = {}) => new Headers({ ...(value === null ? {} : { 'x-forwarded-for': value }), ...extra });

describe('client address with no proxy in front (the default)', () => {
  it('uses the connection address and ignores any X-Forwarded-For the client wrote', () => {
    const forged = xff('1.2.3.4', { [SOCKET_IP_HEADER]: '198.51.100.7' });
    expect(clientIpFrom(forged, 0)).toBe('198.51.100.7');
    expect(clientIpFrom(xff('5.6.7.8', { [SOCKET_IP_HEADER]: '198.51.100.7' }), 0)).toBe('198.51.100.7');
  });

  it('puts everyone in one bucket when the server did not report the connection', () => {
    expect(clientIpFrom(xff('1.2.3.4'), 0)).toBe('unknown');
    expect(clientIpFrom(xff('5.6.7.8'), 0)).toBe('unknown');
  });

  it('treats an IPv4 peer on a dual-stack socket as the IPv4 address', () => {
    expect(clientIpFrom(xff(null, { [SOCKET_IP_HEADER]: '::ffff:203.0.113.9' }), 0)).toBe('203.0.113.9');
    expect(clientIpFrom(xff(null, { [SOCKET_IP_HEADER]: '2001:db8::1' }), 0)).toBe('2001:db8::1');
  });

  it('is stamped by npm start from the socket, over any client-sent header of that name', () => {
    expect(STAMPED_HEADER).toBe(SOCKET_IP_HEADER);
    const socket = new Socket();
    Object.defineProperty(socket, 'remoteAddress', { value: '198.51.100.20' });
    const request = new IncomingMessage(socket);
    request.headers[SOCKET_IP_HEADER] = '1.1.1.1';
    stampSocketAddress(request);
    expect(request.headers[SOCKET_IP_HEADER]).toBe('198.51.100.20');
  });
});

describe('client address behind trusted proxies', () => {
  it('takes the address the single trusted proxy appended, ignoring what the client wrote', () => {
    expect(clientIpFrom(xff('198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientIpFrom(xff('1.2.3.4, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientIpFrom(xff('9.9.9.9, 1.2.3.4, 198.51.100.7', { [SOCKET_IP_HEADER]: '10.0.0.1' }), 1)).toBe('198.51.100.7');
  });

  it('counts hops from the right with two proxies', () => {
    expect(clientIpFrom(xff('1.2.3.4, 198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7');
  });

  it('answers a stable placeholder without a header', () => {
    expect(clientIpFrom(xff(null), 1)).toBe('unknown');
    expect(clientIpFrom(xff(' , '), 1)).toBe('unknown');
  });
});
