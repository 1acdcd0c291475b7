import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `source` resolves @atelier/domain to its TypeScript, so tests need no domain build.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/storage/knex/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
