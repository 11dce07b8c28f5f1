import type { Labels, Series } from './registry.mjs';

/** The content type of Prometheus' text format, version 0.0.4. */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** A family as it is written: the registry's counters and histograms, or gauges read at scrape time. */
export type ExposedFamily = {
  name: string;
  type: 'counter' | 'gauge' | 'histogram';
  help: string;
  buckets?: number[];
  series: Iterable<Series>;
};

/** HELP text: a backslash and a line break are the only characters the format escapes there. */
const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
/** Label values also escape the double quote that ends them. */
const escapeLabel = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** Numbers as the format spells them: +Inf, -Inf and NaN by name, the rest as JavaScript writes them. */
function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function formatLabels(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels);
  if (extra) pairs.push(extra);
  if (pairs.length === 0) return '';
  return `{${pairs.map(([name, value]) => `${name}="${escapeLabel(value)}"`).join(',')}}`;
}

function sampleLines(family: ExposedFamily, series: Series): string[] {
  if (series.kind === 'value') return [`${family.name}${formatLabels(series.labels)} ${formatNumber(series.value)}`];
  const buckets = family.buckets ?? [];
  return [
    ...buckets.map((bound, i) => `${family.name}_bucket${formatLabels(series.labels, ['le', formatNumber(bound)])} ${series.counts[i] ?? 0}`),
    `${family.name}_bucket${formatLabels(series.labels, ['le', '+Inf'])} ${series.count}`,
    `${family.name}_sum${formatLabels(series.labels)} ${formatNumber(series.sum)}`,
    `${family.name}_count${formatLabels(series.labels)} ${series.count}`,
  ];
}

/**
 * Prometheus' text exposition format (version 0.0.4): for each family a HELP and a TYPE line,
 * then one line per sample; a histogram writes its cumulative buckets, +Inf last, then its sum
 * and count. Ends with a line break, as the format requires.
 */
export function formatExposition(families: ExposedFamily[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
    for (const series of family.series) lines.push(...sampleLines(family, series));
  }
  return `${lines.join('\n')}\n`;
}
