import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripePriceVariable } from '@/lib/config';
import { loadConfig } from '@/lib/config/load';
import { envSchema } from '@/lib/config/schema';

/** Set by Node's tooling, Next and Vercel themselves, never by whoever runs Vitrina. */
const PLATFORM_VARIABLES = ['NODE_ENV', 'NEXT_PHASE', 'VERCEL'];

const read = (file: string) => readFileSync(path.resolve(file), 'utf8');
const envExample = read('.env.example');
const readme = read('README.md');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The variables lib/config reads, as the operator sets them. */
const configVariables = sorted(Object.keys(envSchema.shape).filter((name) => !PLATFORM_VARIABLES.includes(name)));

/** The names README's configuration table mentions, in either column. */
function readmeTableVariables(): string[] {
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return sorted(rows.flatMap((row) => [...row.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!)));
}

describe('.env.example and README tell the truth about the configuration', () => {
  it('.env.example lists every variable lib/config reads, and no other', () => {
    expect(sorted([...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))).toEqual(configVariables);
    // The launch ladder's later steps are read by pattern; the file shows how to name them.
    expect(envExample).toContain(`${stripePriceVariable('basic', 1)}=`);
  });

  it("README's configuration table names every variable lib/config reads, and no other", () => {
    expect(readmeTableVariables()).toEqual(configVariables);
    expect(readme).toContain('`STRIPE_PRICE_BASIC_STEP_n`');
  });

  it('both give the default the configuration really uses for TRUSTED_PROXY_COUNT', () => {
    const fallback = loadConfig({}).auth.trustedProxyCount;
    expect(envExample).toMatch(new RegExp(`X-Forwarded-For \\(default ${fallback}[:)]`));
    expect(readme).toMatch(new RegExp(`\\| \`TRUSTED_PROXY_COUNT\` \\| ${fallback}:`));
  });
});

describe('references to decision records', () => {
  const decisions = readdirSync('docs/decisions');
  const SKIP = new Set(['node_modules', '.git', '.data', 'docs']);
  function* textFiles(dir: string): Generator<string> {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name) || name.startsWith('.next') || name.startsWith('test-results') || name === 'playwright-report') continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) yield* textFiles(full);
      else if (/\.(ts|tsx|mjs|mts|md)$|^\.env\.example$/.test(name)) yield full;
    }
  }

  it('name files that exist, by number or by file name', () => {
    const broken: string[] = [];
    for (const file of textFiles('.')) {
      const text = readFileSync(file, 'utf8');
      for (const [reference, name] of text.matchAll(/docs\/decisions\/([\w.-]*\w)/g)) {
        const exists = name!.endsWith('.md') ? existsSync(path.join('docs/decisions', name!)) : decisions.some((d) => d.startsWith(name!));
        if (!exists) broken.push(`${file}: ${reference}`);
      }
      for (const [reference, number] of text.matchAll(/[Dd]ecisions? (\d{4})/g)) {
        if (!decisions.some((d) => d.startsWith(`${number}-`))) broken.push(`${file}: ${reference}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("npm's allowScripts", () => {
  /** Every installed package, nested ones included, with the install script npm would run. */
  function* installScripts(dir: string): Generator<string> {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const full = path.join(dir, name);
      if (name.startsWith('@')) {
        yield* installScripts(full);
        continue;
      }
      const manifest = path.join(full, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; scripts?: Record<string, string> };
      const scripts = pkg.scripts ?? {};
      // npm runs `node-gyp rebuild` for a package with a binding.gyp and no install script of its own.
      if (pkg.name && (scripts.preinstall || scripts.install || scripts.postinstall || existsSync(path.join(full, 'binding.gyp')))) yield pkg.name;
      yield* installScripts(path.join(full, 'node_modules'));
    }
  }

  it('decides on every install script of the installed packages, and names no other package', () => {
    const decided = JSON.parse(read('package.json')).allowScripts as Record<string, boolean>;
    expect(Object.keys(decided).sort()).toEqual(sorted(installScripts('node_modules')));
  });
});
