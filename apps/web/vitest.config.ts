import { defineConfig } from 'vitest/config';

/**
 * The app's own unit tests (presenters, sanitising) and those of the journeys' support code; the browser journeys
 * (e2e/*.spec.ts) are Playwright's.
 */
export default defineConfig({
  test: { include: ['app/**/*.test.ts', 'e2e/support/**/*.test.ts'], environment: 'node' },
});
