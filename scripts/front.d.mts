import type { IncomingMessage, ServerResponse } from 'node:http';
import type { createSiteEdge } from './site-edge.mjs';

export declare function frontHandler(parts: {
  edge: ReturnType<typeof createSiteEdge>;
  next: (request: IncomingMessage, response: ServerResponse) => void;
  trustedProxyCount: number;
  shutdown?: { intercept: (request: IncomingMessage, response: ServerResponse) => boolean; isStopping: () => boolean };
}): (request: IncomingMessage, response: ServerResponse) => void;
