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
  /** Answers a copy kept less than a second ago, with `requestId` as its X-Request-Id; false when there is none to answer. */
  answerFreshCopy: (request: IncomingMessage, response: ServerResponse, requestId: string) => boolean;
  flush: () => Promise<void>;
  stop: () => Promise<void>;
  isSiteHost: (request: IncomingMessage) => boolean;
  /** Drops the copies of the sites named by label or custom domain (after a publish expired their cache). */
  forget: (siteKeys: string[]) => void;
};
