/**
 * The pickle scanner's mutation fuzz (packages/adapters/src/scanning/pickle-fuzz.test.ts) at 100,000 inputs with a
 * fresh seed: runs its vitest file with FUZZ_RUNS and writes the figures (verdicts, time per input, throughput) to
 * docs/benchmarks.md. The test's own assertions (a verdict for every input, linear work, kept payloads stay Danger)
 * decide success.
 *
 *   pnpm --filter @atelier/bench pickle-fuzz
 *   options: --runs 100000; FUZZ_SEED=<n> replays a seed
 */
import { optionValue } from './lib/databases.js';
import { runFuzzTest } from './lib/fuzz-run.js';
import { machineLine, today } from './lib/machine.js';
import { table, writeSection } from './lib/report.js';

type Figures = {
  runs: number;
  seed: number;
  fixtures: number;
  verdicts: Record<'Pending' | 'Success' | 'Danger' | 'Error', number>;
  keptDangerous: number;
  totalBytes: number;
  ms: number;
  maxMs: number;
  medianMs: number;
  perSecond: number;
};

const RUNS = Number(optionValue(process.argv.slice(2), '--runs', '100000'));
const run = await runFuzzTest<Figures>('src/scanning/pickle-fuzz.test.ts', RUNS);
const f = run.figures;
if (f === null)
  throw new Error('The fuzz wrote no figures (it failed early); docs/benchmarks.md is unchanged');

const count = (value: number): string => value.toLocaleString('en');
await writeSection(
  'pickle-fuzz',
  `## Pickle scanner mutation fuzz: ${count(f.runs)} inputs

\`pnpm --filter @atelier/bench pickle-fuzz\` (\`--runs N\`, \`FUZZ_SEED=n\` to replay) runs
\`packages/adapters/src/scanning/pickle-fuzz.test.ts\` with \`FUZZ_RUNS=N\` and a fresh seed: the ${f.fixtures}
generated fixtures with 1–4 mutations each (bit flips, byte writes, truncations, insertions, deletions, splices of
other fixtures), scanned from memory. Every input must get a verdict in work linear in its size, and an input that
keeps a dangerous fixture unchanged up to its dangerous import must stay Danger. Seed ${f.seed}; test result:
**${run.passed ? 'passed' : 'FAILED'}**. Measured ${today()}.

${table(
  ['Inputs', 'Success', 'Danger', 'Error', 'Kept payloads (all Danger)', 'Bytes scanned'],
  [
    [
      count(f.runs),
      count(f.verdicts.Success),
      count(f.verdicts.Danger),
      count(f.verdicts.Error),
      count(f.keptDangerous),
      `${(f.totalBytes / 1024 / 1024).toFixed(0)} MiB`,
    ],
  ],
)}

${table(
  ['Median per input', 'Slowest input', 'Throughput', 'Duration'],
  [
    [
      `${(f.medianMs * 1000).toFixed(0)} µs`,
      `${f.maxMs.toFixed(1)} ms`,
      `${count(Math.round(f.perSecond))} inputs/s`,
      `${(f.ms / 1000).toFixed(1)} s`,
    ],
  ],
)}

${machineLine()}`,
);
process.exitCode = run.status;
