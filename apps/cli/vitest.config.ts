import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `source` resolves the workspace packages to their TypeScript, so tests need no build.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    // Each test drives the CLI as a child process (tsx start-up, scrypt hashes, seeding), so allow for it.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
