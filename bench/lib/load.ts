import autocannon from 'autocannon';

export type LoadOptions = { connections: number; seconds: number };

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, plus connection errors and timeouts: any of them spoils the figure. */
  failures: number;
};

/** One autocannon run of GET `url` (autocannon sends no Accept-Encoding, so neither side compresses). */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
