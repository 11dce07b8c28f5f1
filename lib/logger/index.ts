import pino from 'pino';
import { getConfig } from '@/lib/config';
import { currentRequestId } from '@/lib/http/request-id.mjs';

/**
 * Structured JSON logs on stdout. Internals (SQL, stacks, provider payloads) go here, never to
 * the people using the product; they get a request id they can quote instead. Every line written
 * while a request is handled carries that request's id (`requestId`, set by `npm start`:
 * lib/http/request-id.mjs), so one id finds all of them.
 */
export const logger = pino({
  level: getConfig().logLevel,
  base: { app: 'vitrina' },
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
  redact: { paths: ['password', '*.password', 'headers.cookie', 'headers.authorization'], censor: '[redacted]' },
});

/**
 * The id to print in the log and show to the user, so support can find the entry: the current
 * request's (the one its answer's X-Request-Id header and its other log lines carry), or a new
 * one outside a request or when the app was not started by `npm start`.
 */
export function requestIdForSupport(): string {
  return currentRequestId() ?? crypto.randomUUID();
}
