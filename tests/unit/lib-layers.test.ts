import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The layer rule of `npm test` (.dependency-cruiser.cjs, decision 0026; `npm test` runs it on the
// real tree, which must pass), run here on a small tree of its own that breaks it three ways.
const repo = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(repo, 'node_modules/.bin/depcruise');
let tree: string | undefined;

function cruise(files: Record<string, string>) {
  tree = mkdtempSync(path.join(tmpdir(), 'vitrina-layers-'));
  const all = { 'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }), ...files };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(tree, name)), { recursive: true });
    writeFileSync(path.join(tree, name), text);
  }
  const run = spawnSync(depcruise, ['lib', '--config', path.join(repo, '.dependency-cruiser.cjs')], { cwd: tree, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

describe('the lib/ layer rule', () => {
  it('fails on an upward import, a circle of modules and a folder with no place in the layers', () => {
    const result = cruise({
      'lib/sites/publish.ts': 'import { charge } from "@/lib/billing/charge";\nexport const publish = () => charge();\n',
      'lib/billing/charge.ts': 'import { publish } from "@/lib/sites/publish";\nexport const charge = () => publish;\n',
      'lib/gadgets/thing.ts': 'import { charge } from "@/lib/billing/charge";\nexport const thing = charge;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('lib-layers/billing: lib/billing/charge.ts → lib/sites/publish.ts');
    expect(result.output).toMatch(/no-circular: lib\/(billing|sites)\//);
    expect(result.output).toContain('lib-folder-unlisted: lib/gadgets/thing.ts');
  }, 60_000);
});
