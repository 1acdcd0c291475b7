import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withoutHubSettings } from '@atelier/adapters/testing/picture-cache';
import { runAtelier } from './cli';
import { test as base, expect } from './fixtures';
import { forgetSessions } from './session';

/** apps/web, where the journeys' server runs from. */
const WEB_ROOT = path.resolve(import.meta.dirname, '../..');

/** A hub started by one journey file for itself: its address, its data folder (for `runAtelier`), and its end. */
export type OwnHub = { url: string; dataDir: string; stop(): Promise<void> };

/**
 * Starts a second hub on `port` over a fresh demo data folder, from the same build as the run's shared hub
 * (ATELIER_E2E_BUILD_DIR). For journeys that flip what every page depends on (feature flags): on a hub of their own
 * they cannot break journeys running at the same time on the shared one. Resolves once the server logs that it is
 * listening (after seeding), so nothing waits on a timer. `env` adds settings (a fast flag refresh).
 */
export async function startOwnHub(port: number, env: Record<string, string> = {}): Promise<OwnHub> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-own-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/serve.ts'], {
    cwd: WEB_ROOT,
    env: {
      // No hub setting of the runner's leaks in; the run's seed picture cache is the runner's own, and passes.
      ...withoutHubSettings(process.env),
      NODE_ENV: 'production',
      PORT: String(port),
      ATELIER_DATA_DIR: dataDir,
      ATELIER_WEB_BUILD_DIR: process.env.ATELIER_E2E_BUILD_DIR ?? 'build-e2e',
      ATELIER_SIGN_IN_LIMIT: '1000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, with the private clamd serve.ts starts: `stop` ends both (below).
    detached: true,
  });
  let log = '';
  const said = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (log.includes(text)) resolve();
      };
      child.stdout?.on('data', check);
      check();
    });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  child.stdout?.on('data', (chunk: Buffer) => {
    // The start-up (for the error below) and the shutdown lines matter; request logs are dropped.
    const text = chunk.toString('utf8');
    if (!log.includes('Atelier is listening') || /"msg":"(stopped|shutting down)/.test(text)) log += text;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  await Promise.race([
    said('Atelier is listening'),
    exited.then((code) => {
      throw new Error(`the hub on port ${port} exited (${code}) before listening:\n${log}`);
    }),
  ]);
  const url = `http://127.0.0.1:${port}`;
  await forgetSessions(url);
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      // The server logs "stopped" once its requests, jobs and database are closed; what is left may be killed.
      await Promise.race([said('"msg":"stopped"'), exited]);
      // The whole group: killing the server alone skipped the handler that stops its clamd, which then outlived the
      // run (one daemon left behind per run).
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch (error) {
        // ESRCH: everything in the group has already exited.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Playwright's `test` with a hub of the journey file's own on `port` (`env` adds settings), one per worker (such files
 * run their journeys serially in one), and every page and request pointed at it. Starting it seeds the demo data,
 * hence the fixture's own time limit.
 */
export const testOnOwnHub = (port: number, env: Record<string, string> = {}) =>
  base.extend<object, { hub: OwnHub }>({
    hub: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
      async ({}, use) => {
        const hub = await startOwnHub(port, env);
        await use(hub);
        await hub.stop();
      },
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ hub }, use) => use(hub.url),
  });

/** Runs `atelier …` on the hub's data folder, as its operator would, and expects it to succeed. */
export async function atelierOn(hub: OwnHub, ...args: string[]) {
  const run = await runAtelier(args, { dataDir: hub.dataDir });
  expect(run.code, run.stderr).toBe(0);
  return run;
}
