import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStaleDevCache } from '@/scripts/dev-cache.mjs';

describe("npm run dev's development cache", () => {
  let root: string;
  const devCache = () => path.join(root, '.next', 'dev');
  const buildCache = () => mkdirSync(path.join(devCache(), 'cache'), { recursive: true });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'vitrina-dev-'));
    writeFileSync(path.join(root, '.env.example'), 'PAYMENT_PROVIDER=\nMERCADOPAGO_API_BASE=\n');
    writeFileSync(path.join(root, '.env'), 'APP_URL=http://localhost:3000\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is kept while the environment stays the same, and emptied once .env changes', () => {
    buildCache();
    clearStaleDevCache(root, {});
    buildCache();
    expect(clearStaleDevCache(root, {})).toBe(false);
    expect(existsSync(devCache())).toBe(true);

    // The lines `npm run fake:mercadopago` prints, added to .env.
    writeFileSync(path.join(root, '.env'), 'APP_URL=http://localhost:3000\nPAYMENT_PROVIDER=mercadopago\nMERCADOPAGO_API_BASE=http://127.0.0.1:4010\n');
    expect(clearStaleDevCache(root, {})).toBe(true);
    expect(existsSync(devCache())).toBe(false);
  });

  it("is emptied when one of the app's variables changes in the shell, not when another one does", () => {
    clearStaleDevCache(root, { PAYMENT_PROVIDER: 'stripe' });
    buildCache();
    expect(clearStaleDevCache(root, { PAYMENT_PROVIDER: 'stripe', TERM: 'xterm' })).toBe(false);
    expect(clearStaleDevCache(root, { PAYMENT_PROVIDER: 'mercadopago' })).toBe(true);
  });
});
