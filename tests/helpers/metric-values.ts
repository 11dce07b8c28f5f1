import { metricsRegistry } from '@/lib/metrics/registry.mjs';

const sameLabels = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([name, value]) => a[name] === value);

/** A counter's value in this process's registry (0 when the series does not exist yet). */
export function counterValue(name: string, labels: Record<string, string>): number {
  const family = metricsRegistry()
    .families()
    .find((f) => f.name === name);
  for (const series of family?.series.values() ?? []) if (series.kind === 'value' && sameLabels(series.labels, labels)) return series.value;
  return 0;
}

/** How many observations a histogram series holds, and their sum. */
export function histogramTotals(name: string, labels: Record<string, string>): { count: number; sum: number } {
  const family = metricsRegistry()
    .families()
    .find((f) => f.name === name);
  for (const series of family?.series.values() ?? [])
    if (series.kind === 'histogram' && sameLabels(series.labels, labels)) return { count: series.count, sum: series.sum };
  return { count: 0, sum: 0 };
}

/** The samples of a scrape in Prometheus' text format, keyed as written (`name{labels}`). */
export function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}
