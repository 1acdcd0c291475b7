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
    globalSetup: ['src/storage/knex/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
