import autocannon from "autocannon";

export interface Target {
  name: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx (a redirect to /login means the page was not rendered), plus socket errors and timeouts. */
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Loads one URL for `seconds` with `connections` and returns throughput and latency percentiles (ms). */
export async function measure(base: string, t: Target, seconds: number, connections: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  // Without a callback autocannon returns its instance, which is also a promise of the result.
  const instance = autocannon({
    url: base + t.path,
    method: t.method ?? "GET",
    headers: t.headers,
    body: t.body,
    duration: seconds,
    connections,
    timeout: 30,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status >= 300) errors++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name: t.name,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors,
  };
}
