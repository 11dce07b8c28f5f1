import type { IncomingMessage } from 'node:http';

export declare const SOCKET_IP_HEADER: 'x-vitrina-socket-ip';
export declare function stampSocketAddress(request: IncomingMessage): void;
