import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function createSiteEdge(options?: {
  sitesDomain?: string;
  appUrl?: string;
  cacheMs?: number;
  flushMs?: number;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}): {
  handle: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  flush: () => Promise<void>;
  stop: () => Promise<void>;
  isSiteHost: (request: IncomingMessage) => boolean;
  /** Drops the copies of the sites named by label or custom domain (after a publish expired their cache). */
  forget: (siteKeys: string[]) => void;
};
