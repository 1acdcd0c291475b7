import { type LoadOptions, type LoadResult, load } from './load.js';

export type Target = { label: string; url: string };
export type Throughput = { label: string; runs: LoadResult[]; median: number };
export type CompareOptions = LoadOptions & { rounds: number; warmUpSeconds: number };

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
 */
export async function compareThroughput(targets: Target[], options: CompareOptions): Promise<Throughput[]> {
  for (const target of targets) await load(target.url, { ...options, seconds: options.warmUpSeconds });
  const runs = targets.map((): LoadResult[] => []);
  for (let round = 1; round <= options.rounds; round += 1)
    for (const [index, target] of targets.entries()) {
      const run = await load(target.url, options);
      runs[index]?.push(run);
      console.log(`${target.label}, round ${round}: ${run.requestsPerSecond.toFixed(0)} req/s`);
    }
  return targets.map((target, index) => {
    const own = runs[index] ?? [];
    return { label: target.label, runs: own, median: median(own.map((r) => r.requestsPerSecond)) };
  });
}
