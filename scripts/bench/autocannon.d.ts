/** The part of autocannon's API the TypeScript benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string> };
  /** `duration` in seconds, or `amount`: that many requests in all. */
  type Options = {
    url: string;
    connections: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  };
  /** A run given a callback: stoppable before its duration ends (the callback still gets the result). */
  type Instance = { stop: () => void };
  export default function autocannon(options: Options): Promise<Result>;
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
}
