import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const VISIT_SINK: unique symbol;
export declare function createSiteEdge(options?: { sitesDomain?: string; cacheMs?: number; flushMs?: number; now?: () => number; log?: (message: string, error?: unknown) => void }): {
  handle: (request: IncomingMessage, response: ServerResponse) => boolean;
  flush: () => Promise<void>;
  stop: () => Promise<void>;
};
