import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `source` resolves @atelier/domain to its TypeScript, so tests need no domain build.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    // Two files at once even on two cores, where vitest's default is one worker (cores - 1): the files wait on
    // the database, child processes and file I/O often enough that the second core halves the run (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One module graph per worker, not per file: no file mocks a module, stubs the environment or fakes timers, and
    // each already runs a server per database side by side in one module graph. Importing the adapters afresh for
    // each of the 106 files took 142 s of the run's time (24 s without; the whole run 510 s -> 448 s).
    isolate: false,
    // A young generation of 64 MiB per half instead of V8's 16: the mutation fuzz makes many short-lived big bodies
    // (60,000-character strings, thousand-element arrays, their superjson envelopes) on both sides of each request,
    // and its scavenges were about 40% of its time. 30 mutations on SQLite: 28.0 s of test time, 11.0 s with it.
    execArgv: ['--max-semi-space-size=64'],
    globalSetup: ['src/storage/knex/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
