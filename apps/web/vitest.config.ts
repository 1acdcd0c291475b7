import { defineConfig } from 'vitest/config';

/** The app's own unit tests (presenters, sanitising); the browser journeys under e2e/ are Playwright's. */
export default defineConfig({
  test: { include: ['app/**/*.test.ts'], environment: 'node' },
});
