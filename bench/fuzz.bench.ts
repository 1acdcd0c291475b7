/**
 * The mutation fuzz of packages/adapters (src/http/fuzz/) at 10,000 bodies per mutation on SQLite and PostgreSQL:
 * runs its vitest file with FUZZ_RUNS and writes the figures (procedures, bodies sent, 5xx, duration) to
 * docs/benchmarks.md. The test's own assertions (no 5xx, refused bodies change nothing) decide success.
 *
 *   ATELIER_TEST_PG_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @atelier/bench fuzz
 *   options: --runs 10000
 */
import { optionValue, pgServerUrl } from './lib/databases.js';
import { runFuzzTest } from './lib/fuzz-run.js';
import { machineLine, today } from './lib/machine.js';
import { table, writeSection } from './lib/report.js';

type Figures = {
  database: string;
  procedures: number;
  bodies: number;
  refused: number;
  fiveXx: number;
  ms: number;
};

const RUNS = Number(optionValue(process.argv.slice(2), '--runs', '10000'));
const pg = pgServerUrl();
const run = await runFuzzTest<{ figures: Figures[] }>(
  'src/http/fuzz/mutation-fuzz.test.ts',
  RUNS,
  pg === undefined ? {} : { ATELIER_TEST_PG_URL: pg },
);
if (run.figures === null)
  throw new Error('The fuzz wrote no figures (it failed early); docs/benchmarks.md is unchanged');
const { figures } = run.figures;

const rows = figures.map((f) => [
  f.database,
  f.procedures,
  f.bodies.toLocaleString('en'),
  f.refused.toLocaleString('en'),
  f.fiveXx,
  `${(f.ms / 1000).toFixed(1)} s`,
]);
await writeSection(
  'fuzz',
  `## Mutation fuzz: ${RUNS.toLocaleString('en')} bodies per mutation

\`ATELIER_TEST_PG_URL=… pnpm --filter @atelier/bench fuzz\` (\`--runs N\`) runs
\`packages/adapters/src/http/fuzz/mutation-fuzz.test.ts\` with \`FUZZ_RUNS=N\`: fast-check bodies for every mutation
over HTTP, as a moderator and anonymously. "Refused" bodies fail the procedure's own schema; for them every table
must be unchanged. Test result: **${run.passed ? 'passed' : 'FAILED'}**. Measured ${today()}.

${table(['Database', 'Mutations', 'Bodies sent', 'Refused by schema', '5xx', 'Duration'], rows)}

${machineLine()}`,
);
process.exitCode = run.status;
