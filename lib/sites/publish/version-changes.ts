import { isDeepStrictEqual } from 'node:util';
import { NOTICE_TITLES, type SiteDocument } from '@/lib/sites/document/document';

/**
 * What changed between two versions, one readable line each, for the team's version list
 * (decision 0039): "business › hours › lunes: 09:00–18:00 → closed", "Inicio › Carta › Bebidas ›
 * Chicha morada › price: S/ 8.00 → S/ 9.00". Entries of a list are named by what they show
 * (name, title, heading...), so an added or removed dish reads as such.
 */

const MAX_LINES = 30;
const soles = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isDayHours = (v: unknown): v is { open: string; close: string } => isRecord(v) && typeof v.open === 'string' && typeof v.close === 'string';
const isNotice = (v: unknown): v is { kind: keyof typeof NOTICE_TITLES; text: string; until: string } =>
  isRecord(v) && typeof v.kind === 'string' && v.kind in NOTICE_TITLES && typeof v.until === 'string';

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** A value as the team reads it; a day without hours is "closed" next to one with them. */
function describe(value: unknown, key: string | undefined, counterpart: unknown): string {
  if (value === null || value === undefined) return isDayHours(counterpart) ? 'closed' : 'none';
  if (key === 'priceCents' && typeof value === 'number') return soles.format(value / 100);
  // A photo by its file's name: the address around it says nothing to the team.
  if (key === 'imageUrl' && typeof value === 'string') return `"${clip(value.split('/').pop() ?? value)}"`;
  if (isDayHours(value)) return `${value.open}–${value.close}`;
  if (isNotice(value)) return `${NOTICE_TITLES[value.kind]}${value.text ? `: ${value.text}` : ''} (until ${value.until})`;
  if (typeof value === 'string') return `"${clip(value)}"`;
  return clip(JSON.stringify(value));
}

const entryName = (entry: unknown): string | null => {
  if (!isRecord(entry)) return null;
  for (const key of ['name', 'title', 'heading', 'question', 'slug', 'id'] as const) {
    const value = entry[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
};
const uniquelyNamed = (list: unknown[]) => {
  const names = list.map(entryName);
  return names.every((n) => n !== null) && new Set(names).size === names.length ? (names as string[]) : null;
};

const FIELD_NAMES: Record<string, string> = { priceCents: 'price', imageUrl: 'photo' };
/** Lists whose entries name themselves: the path goes from the section to the dish without them. */
const CONTAINERS = new Set(['sections', 'categories', 'items']);

function walk(before: unknown, after: unknown, path: string[], key: string | undefined, out: string[]): void {
  if (isDeepStrictEqual(before, after)) return;
  const where = path.join(' › ');
  if (isRecord(before) && isRecord(after) && !isDayHours(before) && !isDayHours(after) && !isNotice(before) && !isNotice(after)) {
    for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
      walk(before[k], after[k], CONTAINERS.has(k) ? path : [...path, FIELD_NAMES[k] ?? k], k, out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const [namesBefore, namesAfter] = [uniquelyNamed(before), uniquelyNamed(after)];
    if (namesBefore && namesAfter) {
      for (const [i, name] of namesBefore.entries()) {
        const j = namesAfter.indexOf(name);
        if (j === -1) out.push(`${where}: removed "${clip(name)}"`);
        else walk(before[i], after[j], [...path, name], undefined, out);
      }
      for (const name of namesAfter) if (!namesBefore.includes(name)) out.push(`${where}: added "${clip(name)}"`);
      return;
    }
    if (before.length === after.length) {
      before.forEach((entry, i) => walk(entry, after[i], [...path, entryName(entry) ?? String(i + 1)], undefined, out));
      return;
    }
    out.push(`${where}: ${before.length} → ${after.length} entries`);
    return;
  }
  out.push(`${where}: ${describe(before, key, after)} → ${describe(after, key, before)}`);
}

/** The changes from `before` to `after`, at most 30 lines (then how many more). */
export function versionChanges(before: SiteDocument, after: SiteDocument): string[] {
  const out: string[] = [];
  walk(before.business, after.business, ['business'], undefined, out);
  walk(before.theme, after.theme, ['theme'], undefined, out);
  walk(before.pages, after.pages, [], undefined, out);
  if (out.length <= MAX_LINES) return out;
  return [...out.slice(0, MAX_LINES), `...and ${out.length - MAX_LINES} more changes`];
}
