import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const adapters = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/adapters');

/**
 * Runs one of packages/adapters' fuzz test files at `runs` inputs with a fresh seed (unless FUZZ_SEED names one;
 * the test's own fixed seed keeps CI deterministic) and reads back the figures it writes to FUZZ_REPORT. The test's
 * assertions decide `passed`; `figures` is null when it failed before writing any.
 */
export async function runFuzzTest<Figures>(
  testFile: string,
  runs: number,
  env: Record<string, string> = {},
): Promise<{ passed: boolean; status: number; figures: Figures | null }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-fuzz-'));
  const reportFile = path.join(dir, 'figures.json');
  try {
    const run = spawnSync('npx', ['vitest', 'run', testFile], {
      cwd: adapters,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...env,
        FUZZ_RUNS: String(runs),
        FUZZ_SEED: process.env.FUZZ_SEED ?? 'random',
        FUZZ_REPORT: reportFile,
      },
    });
    const figures = JSON.parse(await readFile(reportFile, 'utf8').catch(() => 'null')) as Figures | null;
    return { passed: run.status === 0, status: run.status ?? 1, figures };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
