import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FIXTURE = path.join(__dirname, 'fixtures', 'zod-function-calls.ts');

/** Calls to `Function` by zod in a fresh process, as in a browser tab. */
function functionCalls(...args: string[]): number {
  return Number(execFileSync(process.execPath, ['--import', 'tsx', FIXTURE, ...args], { encoding: 'utf8' }));
}

describe('zod in the browser under a CSP without eval', () => {
  it('probes for eval by default (the browser reported that probe as a CSP violation)', () => {
    expect(functionCalls()).toBeGreaterThan(0);
  });

  it('never calls Function once the client instrumentation has run', () => {
    expect(functionCalls('--instrumented')).toBe(0);
  });
});
