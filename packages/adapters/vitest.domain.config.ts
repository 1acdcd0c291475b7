import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { redirectTestingIndex } from './src/storage/knex/testing/domain-over-knex/redirect-testing-index.js';

// The domain's use-case tests, run over the Knex stores instead of the in-memory ones: on SQLite, and on
// PostgreSQL too when ATELIER_TEST_PG_URL names a server. See docs/storage.md.
const conditions = ['source', ...defaultServerConditions];
const onPostgres = Boolean(process.env.ATELIER_TEST_PG_URL);

export default defineConfig({
  plugins: [redirectTestingIndex()],
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    dir: '../domain/src',
    exclude: [
      '**/node_modules/**',
      // The in-memory stores' own tests, and tests that inspect the in-memory database directly.
      'testing/**',
      'files/download-model-file.test.ts',
      'files/download-training-data.test.ts',
    ],
    setupFiles: ['src/storage/knex/testing/domain-over-knex/setup.ts'],
    // Each test file makes a database of its own on each side: they copy the run's migrated templates.
    globalSetup: ['src/storage/knex/testing/global-setup.ts'],
    // Two files at once even on two cores, where vitest's default is one worker (cores - 1): the files wait on
    // the database, child processes and file I/O often enough that the second core halves the run (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One module graph per worker, not per file: the files share no state (each test makes its own world), and
    // re-importing the domain for each of the 274 x 2 files was most of the run (177 s, 60 s without).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'domain over sqlite', env: { ATELIER_DOMAIN_OVER: 'sqlite' } } },
      ...(onPostgres
        ? [
            {
              extends: true,
              test: { name: 'domain over postgresql', env: { ATELIER_DOMAIN_OVER: 'postgresql' } },
            },
          ]
        : []),
    ],
  },
});
