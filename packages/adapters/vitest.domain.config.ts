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
