import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const REQUEST_ID_HEADER: 'x-vitrina-request-id';
export declare function requestIdFor(incoming: string | string[] | undefined, trustedProxyCount: number): string;
export declare function nameRequest(request: IncomingMessage, trustedProxyCount: number): string;
export declare function runAsRequest(response: ServerResponse, requestId: string, handle: () => void): void;
export declare function currentRequestId(): string | undefined;
