/**
 * This process's counters and histograms for /api/metrics (decision 0022). Plain JavaScript on
 * globalThis because two kinds of code write to it: the server in front of Next
 * (scripts/start.mjs, not bundled) times every request, and the app's bundled modules count
 * e-mails, jobs and webhooks; Next compiles route handlers and pages into bundles of their own, each
 * with its own copy of any module, so a module-level registry would be one per bundle.
 * Whichever copy runs first creates it; every other copy finds it under the same key.
 *
 * Counters live in memory on purpose, as Prometheus expects: each instance is scraped on its own
 * and a restart's reset is what rate() and increase() allow for. What must survive a restart
 * (receipts waiting, for one) is read from the database at scrape time instead.
 */

const REGISTRY = Symbol.for('vitrina.metrics');

/** Seconds; request latencies from a cached page (a millisecond) to a slow AI-backed action. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One series' key: its labels by name, in name order. Built for every request twice, so a plain
 * string (a JSON of the entries cost 3 % of a cached page's CPU); label values never hold the
 * control characters that separate them here.
 * @param {Record<string, string>} labels
 */
const keyOf = (labels) => {
  const names = Object.keys(labels);
  if (names.length > 1) names.sort();
  let key = '';
  for (const name of names) key += `${name}\u0001${labels[name]}\u0002`;
  return key;
};

/**
 * An empty registry. Families are declared by name; declaring one again (from another bundle's
 * copy of the same module) returns the one already there.
 */
export function createRegistry() {
  /** @type {Map<string, import('./registry.d.mts').MetricFamily>} */
  const families = new Map();

  /**
   * @param {string} name
   * @param {'counter' | 'histogram'} type
   * @param {string} help
   * @param {number[]} [buckets]
   */
  function family(name, type, help, buckets) {
    const existing = families.get(name);
    if (existing) {
      if (existing.type !== type) throw new Error(`metric ${name} is already a ${existing.type}`);
      return existing;
    }
    /** @type {import('./registry.d.mts').MetricFamily} */
    const created = { name, type, help, buckets: buckets ?? [], series: new Map() };
    families.set(name, created);
    return created;
  }

  return {
    /**
     * @param {string} name
     * @param {string} help
     * @param {Record<string, string>[]} [initial] label sets shown at 0 before anything happens,
     *   so an alert's increase() sees the first failure (a series born at 1 shows no increase)
     */
    counter(name, help, initial = []) {
      const metric = family(name, 'counter', help);
      /** @param {Record<string, string>} [labels] @param {number} [by] */
      const inc = (labels = {}, by = 1) => {
        const key = keyOf(labels);
        const series = metric.series.get(key);
        if (series && series.kind === 'value') series.value += by;
        else metric.series.set(key, { kind: 'value', labels, value: by });
      };
      for (const labels of initial) if (!metric.series.has(keyOf(labels))) inc(labels, 0);
      return { inc };
    },

    /**
     * @param {string} name
     * @param {string} help
     * @param {number[]} buckets upper bounds, ascending; +Inf is implied
     */
    histogram(name, help, buckets) {
      const metric = family(name, 'histogram', help, buckets);
      return {
        /** @param {Record<string, string>} labels @param {number} value */
        observe(labels, value) {
          const key = keyOf(labels);
          let series = metric.series.get(key);
          if (!series || series.kind !== 'histogram') {
            series = { kind: 'histogram', labels, counts: metric.buckets.map(() => 0), sum: 0, count: 0 };
            metric.series.set(key, series);
          }
          // Every bucket whose bound is at or above the value counts it: cumulative, as the text format wants.
          for (let i = 0; i < metric.buckets.length; i += 1) if (value <= metric.buckets[i]) series.counts[i] += 1;
          series.sum += value;
          series.count += 1;
        },
      };
    },

    /** Every family declared so far, in the order they were declared. */
    families() {
      return [...families.values()];
    },
  };
}

/** The process's registry, created on first use. */
export function metricsRegistry() {
  const scope = /** @type {Record<symbol, ReturnType<typeof createRegistry> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (scope[REGISTRY] ??= createRegistry());
}
