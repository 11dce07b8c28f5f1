/**
 * The connection's own address, written where the app reads it (lib/http/client-ip.ts).
 * A client-sent header of the same name is replaced, so it cannot choose its address.
 */
export const SOCKET_IP_HEADER = 'x-vitrina-socket-ip';

/** @param {import('node:http').IncomingMessage} request */
export function stampSocketAddress(request) {
  request.headers[SOCKET_IP_HEADER] = request.socket.remoteAddress ?? 'unknown';
}
