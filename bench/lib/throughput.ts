import { cpuMsPerRequest, type LoadOptions, type LoadResult, load, type RequestHeaders } from './load.js';

export type Target = {
  label: string;
  url: string;
  cpuSeconds: () => number | null;
  headers?: RequestHeaders;
};
export type Throughput = {
  label: string;
  runs: LoadResult[];
  median: number;
  cpuMsPerRequest: number | null;
};
export type CompareOptions = LoadOptions & { rounds: number; warmUpSeconds: number };

/** Enough requests for the CPU figure to stand well above the 10 ms resolution of the process's CPU time. */
const MIN_CPU_REQUESTS = 20;

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Requests per second of each target under the same load: a warm-up of each, then `rounds` rounds taking the
 * targets in turn (so a burst of other work on the machine falls on all of them), and each target's median.
 * Then each target's CPU time per request, over about one run's worth of requests.
 */
export async function compareThroughput(targets: Target[], options: CompareOptions): Promise<Throughput[]> {
  for (const target of targets)
    await load(target.url, { ...options, seconds: options.warmUpSeconds }, target.headers);
  const runs = targets.map((): LoadResult[] => []);
  for (let round = 1; round <= options.rounds; round += 1)
    for (const [index, target] of targets.entries()) {
      const run = await load(target.url, options, target.headers);
      runs[index]?.push(run);
      console.log(`${target.label}, round ${round}: ${run.requestsPerSecond.toFixed(0)} req/s`);
    }
  const results: Throughput[] = [];
  for (const [index, target] of targets.entries()) {
    const own = runs[index] ?? [];
    const rate = median(own.map((r) => r.requestsPerSecond));
    const amount = Math.max(MIN_CPU_REQUESTS, Math.round(rate * options.seconds));
    const cpu = await cpuMsPerRequest(
      target.url,
      options.connections,
      amount,
      target.cpuSeconds,
      target.headers,
    );
    console.log(`${target.label}: ${cpu?.toFixed(2) ?? 'n/a'} ms of CPU per request (${amount} requests)`);
    results.push({ label: target.label, runs: own, median: rate, cpuMsPerRequest: cpu });
  }
  return results;
}
