import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The app's own unit tests (presenters, sanitising), its server's, and those of the journeys' support code;
 * the browser journeys (e2e/*.spec.ts) are Playwright's.
 */
export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'e2e/support/**/*.test.ts'],
    environment: 'node',
    // Two files at once even on two cores, where vitest's default is one worker (cores - 1): the files wait on
    // the database, child processes and file I/O often enough that the second core halves the run (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
