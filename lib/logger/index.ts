import pino from 'pino';
import { getConfig } from '@/lib/config';

/**
 * Structured JSON logs on stdout. Internals (SQL, stacks, provider payloads) go here, never to
 * the people using the product; they get a request id they can quote instead.
 */
export const logger = pino({
  level: getConfig().logLevel,
  base: { app: 'vitrina' },
  redact: { paths: ['password', '*.password', 'headers.cookie', 'headers.authorization'], censor: '[redacted]' },
});

/** A short id printed in the log and shown to the user, so support can find the entry. */
export function newRequestId(): string {
  return crypto.randomUUID().slice(0, 8);
}
