import { isDeepStrictEqual } from 'node:util';

/**
 * A three-way merge of two edits of one site document (decision 0039): `preferred` and `other`
 * both started from `base`; whatever only one of them changed is kept, and where both changed the
 * same thing differently `preferred` wins and the place is named in `conflicts`. Lists whose
 * entries carry an id or a slug (pages, sections) are matched by it, so a page the team added
 * does not collide with a price the owner changed; other lists (items, categories) merge entry by
 * entry while their lengths agree, and are a conflict when both sides changed their length.
 */

type Json = unknown;
export type Merged<T> = { merged: T; conflicts: string[] };

const isRecord = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: Json, b: Json) => isDeepStrictEqual(a, b);

/** An entry's identity in a list, when every entry of the list has one. */
const identity = (entry: Json): string | null => {
  if (!isRecord(entry)) return null;
  if (typeof entry.id === 'string') return `id:${entry.id}`;
  if (typeof entry.slug === 'string') return `slug:${entry.slug}`;
  return null;
};
const keyed = (list: Json[]) => {
  const keys = list.map(identity);
  return keys.every((k) => k !== null) && new Set(keys).size === keys.length ? (keys as string[]) : null;
};

export function mergeDocuments<T>(base: T, preferred: T, other: T): Merged<T> {
  const conflicts: string[] = [];
  const merged = merge(base, preferred, other, [], conflicts) as T;
  return { merged, conflicts };
}

function merge(base: Json, preferred: Json, other: Json, path: string[], conflicts: string[]): Json {
  if (same(preferred, base) || same(preferred, other)) return other;
  if (same(other, base)) return preferred;
  if (isRecord(base) && isRecord(preferred) && isRecord(other)) {
    const out: Record<string, Json> = {};
    for (const key of new Set([...Object.keys(other), ...Object.keys(preferred)])) {
      const value = merge(base[key], preferred[key], other[key], [...path, key], conflicts);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(preferred) && Array.isArray(other)) {
    const [baseKeys, preferredKeys, otherKeys] = [keyed(base), keyed(preferred), keyed(other)];
    if (baseKeys && preferredKeys && otherKeys) return mergeKeyed(base, preferred, other, [baseKeys, preferredKeys, otherKeys], path, conflicts);
    if (base.length === preferred.length && base.length === other.length) {
      return base.map((entry, i) => merge(entry, preferred[i], other[i], [...path, String(i)], conflicts));
    }
  }
  conflicts.push(path.join('.') || '(document)');
  return preferred;
}

/** Entries in `other`'s order, then those only `preferred` added; an entry either side removed stays removed. */
function mergeKeyed(base: Json[], preferred: Json[], other: Json[], keys: readonly [string[], string[], string[]], path: string[], conflicts: string[]) {
  const [baseKeys, preferredKeys, otherKeys] = keys;
  const find = (list: Json[], listKeys: string[], key: string) => list[listKeys.indexOf(key)];
  const out: Json[] = [];
  for (const key of otherKeys) {
    const inBase = baseKeys.includes(key);
    const inPreferred = preferredKeys.includes(key);
    if (!inBase) out.push(find(other, otherKeys, key));
    else if (inPreferred)
      out.push(merge(find(base, baseKeys, key), find(preferred, preferredKeys, key), find(other, otherKeys, key), [...path, key], conflicts));
  }
  for (const key of preferredKeys) if (!baseKeys.includes(key) && !otherKeys.includes(key)) out.push(find(preferred, preferredKeys, key));
  return out;
}
