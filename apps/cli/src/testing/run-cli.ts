import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withoutHubSettings } from '@atelier/adapters/testing/picture-cache';
import { inject } from 'vitest';

/** apps/cli: the directory `atelier` runs in during the tests. */
export const CLI_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type CliRun = {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout parsed as the one JSON object `--json` promises (throws when it is not exactly that). */
  json(): { ok: boolean; [key: string]: unknown };
};

export type CliOptions = { env?: Record<string, string>; input?: string };

/**
 * Runs the built `atelier` bin at `bin` as a real child process, the way an operator would (`node dist/index.js`),
 * with the runner's environment minus any hub settings, plus `env`.
 */
export const spawnCli = (bin: string, args: string[], options: CliOptions = {}): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: CLI_ROOT,
      env: { ...withoutHubSettings(process.env), ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        code,
        stdout,
        stderr,
        json() {
          const lines = stdout.trim().split('\n');
          if (lines.length !== 1)
            throw new Error(`expected one JSON line on stdout, got:\n${stdout}\n${stderr}`);
          return JSON.parse(lines[0] ?? '') as { ok: boolean };
        },
      }),
    );
    child.stdin.end(options.input ?? '');
  });

/** `atelier …` in a test: the bin the global setup built from the current sources for this run. */
export const runCli = (args: string[], options: CliOptions = {}): Promise<CliRun> =>
  spawnCli(inject('cliBin'), args, options);
