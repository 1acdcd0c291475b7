import { spawn } from 'node:child_process';
import path from 'node:path';
import { withoutHubSettings } from '@atelier/adapters/testing/picture-cache';

/** apps/cli, whose sources the journeys run (`pnpm atelier` does the same): no build needed. */
const CLI_ROOT = path.resolve(import.meta.dirname, '../../../cli');

export type CliRun = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `atelier …` as an operator of the journeys' hub would: on the same data folder the server uses
 * (`ATELIER_E2E_DATA_DIR`, set by playwright.config.ts for the server and every worker) and SQLite, as the
 * server runs. Resolves when the process has exited, with what it printed.
 */
export function runAtelier(args: string[], options: { dataDir?: string } = {}): Promise<CliRun> {
  // A journey with a hub of its own (support/own-hub.ts) names that hub's folder instead.
  const dataDir = options.dataDir ?? process.env.ATELIER_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('ATELIER_E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/index.ts', ...args],
      {
        cwd: CLI_ROOT,
        // The runner's own hub settings (a DATABASE_URL, an ATELIER_PUBLIC_URL) must not point the CLI elsewhere.
        env: { ...withoutHubSettings(process.env), ATELIER_DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
