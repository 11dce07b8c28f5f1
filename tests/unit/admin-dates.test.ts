import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatAdminDateTime } from '@/lib/utils/admin-dates';

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** What the team's panel shows: its tabs and the read models written for them. */
const PANEL_FILES = [
  ...files('components/admin'),
  ...[...files('components/complaints')].filter((file) => path.basename(file).startsWith('admin-')),
  ...[...files('lib')].filter((file) => path.basename(file) === 'admin-queries.ts'),
  'lib/sites/publish/editor.ts',
];

describe("the team's panel writes every date one way", () => {
  it('in Lima time and Peruvian Spanish', () => {
    const at = new Date('2026-11-27T15:05:00Z');
    expect(formatAdminDateTime(at)).toBe('27 nov. 2026, 10:05 a. m.');
    expect(formatAdminDate(at)).toBe('27 nov. 2026');
  });

  it('through lib/utils/admin-dates.ts only, never a format of its own', () => {
    const ownFormats = PANEL_FILES.filter((file) =>
      /Intl\.DateTimeFormat|toLocale(Date|Time)?String\(|formatDateEsPe|formatLimaDateTime|formatDateKey|formatArticleDate/.test(readFileSync(file, 'utf8')),
    );
    expect(ownFormats).toEqual([]);
  });
});
