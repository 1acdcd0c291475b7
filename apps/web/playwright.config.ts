import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clamdAvailable } from '@atelier/adapters/testing/clamd';
import { defineConfig } from '@playwright/test';
import { E2E_GENERATION_KEY } from './e2e/support/generation';

const PORT = Number(process.env.ATELIER_E2E_PORT ?? 4173);
// Separate folders let two suites run side by side (ATELIER_E2E_BUILD_DIR, ATELIER_E2E_OUTPUT_DIR, ATELIER_E2E_PORT).
const BUILD_DIR = process.env.ATELIER_E2E_BUILD_DIR ?? 'build-e2e';
const OUTPUT_DIR = path.resolve(import.meta.dirname, process.env.ATELIER_E2E_OUTPUT_DIR ?? 'test-results');

// A fresh hub per run: the server seeds the demo data into this empty folder on its first start. Workers load this
// file again and inherit the variable, so they all see the one folder (support/global-teardown.ts removes it).
process.env.ATELIER_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'atelier-e2e-'));

const build = `ATELIER_WEB_BUILD_DIR=${BUILD_DIR} react-router build`;
const serve = 'node --import tsx e2e/support/serve.ts';
// Journeys that wait for a clean scan read this: the hub scans with a private clamd when the machine has one.
process.env.ATELIER_E2E_CLAMD = clamdAvailable() ? '1' : '';

/** Browser journeys against the built app on its real server (SQLite, demo data); see e2e/README.md. */
export default defineConfig({
  testDir: 'e2e',
  // Only journeys: e2e/support/*.test.ts are vitest's unit tests of the support code.
  testMatch: '*.spec.ts',
  outputDir: OUTPUT_DIR,
  fullyParallel: true,
  workers: 2,
  // One retry, only to record the failed journey's trace (`use.trace`); a journey that passes on its retry is flaky,
  // and a flaky journey fails the run as a failed one does.
  retries: 1,
  failOnFlakyTests: true,
  // The list for people; the JSON for `.ci/run`, which names each failed journey and keeps its trace (e2e/README.md).
  reporter: [['list'], ['json', { outputFile: path.join(OUTPUT_DIR, 'results.json') }]],
  forbidOnly: Boolean(process.env.CI),
  // A limit, not a wait: a journey ends as soon as it passes. 45 s was exceeded by plain journeys (a membership
  // bought, the keyboard journey, the discussion) on a clean-clone run of a machine half as fast as the last one.
  timeout: 90_000,
  // Generous for a busy 2-core machine; a passing wait ends as soon as its condition holds.
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Debian's Chromium: Playwright never downloads browsers on these machines. Its headless shell (package
    // chromium-headless-shell: the same Blink and V8 without the browser's UI layers) is what Playwright itself runs
    // for headless journeys. It costs half the CPU or less per new context: a fresh context's first load of the sign-in
    // page took 1.44 CPU-s against 3.32 with the full browser, and the journeys are CPU-bound (docs/testing.md).
    // ATELIER_E2E_CHROMIUM=/usr/bin/chromium runs them in the full browser.
    launchOptions: {
      executablePath: process.env.ATELIER_E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    // Without a theme cookie the page follows the system: light, unless a journey chooses dark.
    colorScheme: 'light',
    // As a visitor who asked for less motion: no skeleton shimmer or smooth scrolling for Chromium to paint while a
    // journey waits (15 journeys: 171 s of busy CPU against 187 s).
    reducedMotion: 'reduce',
    // Tracing every journey cost a tenth of the run (15 journeys: 208 s of busy CPU against 187 s; two full runs:
    // 1,254 s of journey time against 1,039 s): only a failed journey's second attempt is traced, and the run fails
    // all the same.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // ATELIER_E2E_REUSE_BUILD=1 skips the ~25 s build while iterating on journeys only.
    command: process.env.ATELIER_E2E_REUSE_BUILD === '1' ? serve : `${build} && ${serve}`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    // A limit, not a wait: the journeys start as soon as /readyz answers, and a build on a loaded machine (helpers
    // or a second suite beside it) can pass two minutes.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      // Production libraries, as `pnpm start` runs them: React's development build made each server render about
      // 1.6 times as long, and every journey waits on renders.
      NODE_ENV: 'production',
      PORT: String(PORT),
      ATELIER_DATA_DIR: process.env.ATELIER_E2E_DATA_DIR,
      ATELIER_WEB_BUILD_DIR: BUILD_DIR,
      // Every journey signs in from 127.0.0.1: the default 10 a minute would make the suite's own pace a failure.
      ATELIER_SIGN_IN_LIMIT: '1000',
      // Empty counts as unset: always SQLite in the fresh folder, whatever the shell exports.
      DATABASE_URL: '',
      // The wizard's uploads go in 32-byte chunks, so a tiny test file still takes several PATCH requests.
      ATELIER_UPLOAD_CHUNK_BYTES: '32',
      // The reference image-generation provider runs in the server's process, with a key the journeys know to look for.
      ATELIER_GENERATION_URL: '',
      ATELIER_GENERATION_KEY: E2E_GENERATION_KEY,
    },
  },
});
