import 'server-only';
import { after } from 'next/server';
import { logger } from '@/lib/logger';

/**
 * What a new trial tells the rest of the product without knowing who listens (decision 0026):
 * signup sits below the sites, so it announces and the sites make the first sketch (decision
 * 0038). The handlers run after the form's answer has gone, so the customer never waits for them.
 */
type Handler = (submissionId: string) => Promise<unknown>;

// Process-wide, like lib/billing/events.ts: start-up registers in its own bundle, and the server
// action that announces runs in another.
const REGISTRY = Symbol.for('vitrina.trial-started');
function handlers(): Map<string, Handler> {
  const global = globalThis as { [REGISTRY]?: Map<string, Handler> };
  global[REGISTRY] ??= new Map();
  return global[REGISTRY];
}

/** A domain's handler, registered once under its name at start-up (lib/server/register-all.ts). */
export function onTrialStarted(name: string, handler: Handler): void {
  handlers().set(name, handler);
}

/**
 * Runs the handlers once the answer is sent. This is only the fast path: whatever a handler owes
 * is recorded in the sign-up's transaction and picked up by a recurring job when this does not run
 * (the process stopped, or no request is under way: scripts and tests, where `after` refuses).
 */
export function announceTrialStarted(submissionId: string): void {
  const registered = [...handlers().entries()];
  if (registered.length === 0) return;
  try {
    after(async () => {
      for (const [name, handler] of registered) {
        try {
          await handler(submissionId);
        } catch (err) {
          logger.error({ err, handler: name, submissionId }, 'a handler of a new trial failed; its recurring job tries again');
        }
      }
    });
  } catch {
    // Outside a request: the recurring job does it.
  }
}
