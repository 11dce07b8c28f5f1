import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare const READINESS_PATH: string;
export declare function drainMilliseconds(env: Record<string, string | undefined>): number;
export declare function gracefulShutdown(
  server: Server,
  options: { drainMs: number; onClosed: () => void },
): {
  intercept: (request: IncomingMessage, response: ServerResponse) => boolean;
  stop: () => void;
  isStopping: () => boolean;
};
