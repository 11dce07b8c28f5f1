import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A console.error during a test fails it, unless the test called `expectConsoleError()`:
 * React warnings and swallowed exceptions show up here first.
 */
let logged: unknown[][] = [];
let allowed = false;

export function expectConsoleError(): void {
  allowed = true;
}

beforeEach(() => {
  logged = [];
  allowed = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (logged.length > 0 && !allowed) {
    throw new Error(`console.error was called during the test:\n${logged.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
