import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `source` resolves the workspace packages to their TypeScript, so tests need no build.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    // Builds the bin the tests spawn and prepares the seeded hubs they copy, once per run.
    globalSetup: ['src/testing/global-setup.ts'],
    // The workers mostly wait on CLI processes and the database, so run two files at once even on two cores
    // (where the default is one worker): the suite takes ~50 s there instead of ~85 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each test drives the CLI as a child process (start-up, scrypt hashes, backups), so allow for it.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
