export type Labels = Record<string, string>;

export type Series = { kind: 'value'; labels: Labels; value: number } | { kind: 'histogram'; labels: Labels; counts: number[]; sum: number; count: number };

export type MetricFamily = {
  name: string;
  type: 'counter' | 'histogram';
  help: string;
  buckets: number[];
  series: Map<string, Series>;
};

export type Counter = { inc: (labels?: Labels, by?: number) => void };
export type Histogram = { observe: (labels: Labels, value: number) => void };

export type Registry = {
  counter: (name: string, help: string, initial?: Labels[]) => Counter;
  histogram: (name: string, help: string, buckets: number[]) => Histogram;
  families: () => MetricFamily[];
};

export declare const LATENCY_BUCKETS: number[];
export declare function createRegistry(): Registry;
export declare function metricsRegistry(): Registry;
