import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';

type HostCondition = { type: 'host'; value: string };
export type Rewrite = { source: string; destination: string; has?: HostCondition[]; missing?: HostCondition[] };

/** How Next matches a `has`/`missing` host condition: the whole host name, named groups kept. */
const hostMatch = (pattern: string, host: string) => new RegExp(`^(?:${pattern})$`).exec(host);
export const hostMatches = (pattern: string, host: string) => hostMatch(pattern, host) !== null;

/**
 * Where Next sends a request, as it applies `beforeFiles` rewrites: every rule in order whose
 * source and host conditions match rewrites the path, and the next rules see the rewritten path
 * (Next goes on after a match), with the source's and the host's named groups put into the
 * destination. null when no rule matched.
 */
export function applyRewrites(rules: Rewrite[], host: string, path: string): string | null {
  let current = path;
  let rewritten = false;
  for (const rule of rules) {
    const keys: { name: string | number }[] = [];
    const match = pathToRegexp(rule.source, keys).exec(current);
    if (!match) continue;
    const hosts = (rule.has ?? []).map((c) => hostMatch(c.value, host));
    if (hosts.some((m) => !m) || (rule.missing ?? []).some((c) => hostMatches(c.value, host))) continue;
    const params: Record<string, string | undefined> = Object.assign({}, ...hosts.map((m) => m?.groups));
    keys.forEach((key, i) => (params[String(key.name)] = match[i + 1]));
    current = rule.destination.replace(/:([a-z]+)/g, (_, name: string) => params[name] ?? '');
    rewritten = true;
  }
  return rewritten ? current : null;
}

type HeaderRule = {
  source: string;
  headers: { key: string; value: string }[];
  has?: { type: string; value?: string }[];
  missing?: { type: string; value?: string }[];
};

/**
 * The headers Next's `headers()` rules give a request: every rule whose source and host
 * conditions match adds its headers, a later rule's value winning for the same name.
 */
export function headersFor(rules: HeaderRule[], host: string, path: string): Map<string, string> {
  const hostRule = (c: { type: string; value?: string }) => c.type === 'host' && hostMatches(String(c.value), host);
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!pathToRegexp(rule.source).test(path)) continue;
    if (!(rule.has ?? []).every(hostRule) || (rule.missing ?? []).some(hostRule)) continue;
    for (const { key, value } of rule.headers) result.set(key.toLowerCase(), value);
  }
  return result;
}
