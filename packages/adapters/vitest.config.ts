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
    globalSetup: ['src/storage/knex/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
