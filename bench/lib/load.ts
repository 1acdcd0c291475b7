import autocannon from 'autocannon';

export type LoadOptions = { connections: number; seconds: number };

/** Headers every request of a run sends: a signed-in visitor's session cookie. */
export type RequestHeaders = Record<string, string>;

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, plus connection errors and timeouts: any of them spoils the figure. */
  failures: number;
};

/** One autocannon run of GET `url` (autocannon sends no Accept-Encoding, so neither side compresses). */
export async function load(
  url: string,
  options: LoadOptions,
  headers: RequestHeaders = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    // Answered requests over the run's length: per-second samples would round a slow server's rate to whole numbers.
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The CPU time the server spends per request: exactly `amount` requests (none in flight before or after, unlike a
 * timed run), divided into the growth of the server's CPU time. On a shared machine it says what a request costs,
 * whatever else ran.
 */
export async function cpuMsPerRequest(
  url: string,
  connections: number,
  amount: number,
  cpuSeconds: () => number | null,
  headers: RequestHeaders = {},
): Promise<number | null> {
  const before = cpuSeconds();
  const result = await autocannon({ url, headers, connections, amount });
  const after = cpuSeconds();
  if (before === null || after === null || result.non2xx + result.errors + result.timeouts > 0) return null;
  return ((after - before) * 1000) / amount;
}
