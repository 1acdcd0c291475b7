/**
 * The mutation fuzz of packages/adapters (src/http/fuzz/) at 10,000 bodies per mutation on SQLite and PostgreSQL:
 * runs its vitest file with FUZZ_RUNS and writes the figures (procedures, bodies sent, 5xx, duration) to
 * docs/benchmarks.md. The test's own assertions (no 5xx, refused bodies change nothing) decide success.
 *
 *   ATELIER_TEST_PG_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @atelier/bench fuzz
 *   options: --runs 10000
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionValue, pgServerUrl } from './lib/databases.js';
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
const adapters = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/adapters');

const dir = await mkdtemp(path.join(tmpdir(), 'atelier-fuzz-'));
const reportFile = path.join(dir, 'figures.json');
const pg = pgServerUrl();
const run = spawnSync('npx', ['vitest', 'run', 'src/http/fuzz/mutation-fuzz.test.ts'], {
  cwd: adapters,
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_RUNS: String(RUNS),
    // The test's fixed seed keeps CI deterministic; a bench run explores new bodies.
    FUZZ_SEED: process.env.FUZZ_SEED ?? 'random',
    FUZZ_REPORT: reportFile,
    ...(pg === undefined ? {} : { ATELIER_TEST_PG_URL: pg }),
  },
});
const { figures } = JSON.parse(await readFile(reportFile, 'utf8')) as { figures: Figures[] };
await rm(dir, { recursive: true, force: true });

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
must be unchanged. Test result: **${run.status === 0 ? 'passed' : 'FAILED'}**. Measured ${today()}.

${table(['Database', 'Mutations', 'Bodies sent', 'Refused by schema', '5xx', 'Duration'], rows)}

${machineLine()}`,
);
process.exitCode = run.status ?? 1;
