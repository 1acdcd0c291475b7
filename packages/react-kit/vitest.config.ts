import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // vanilla-extract must be here too, or `.css.ts` files fail to register their styles under vitest.
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    // Threads start faster than forks here. Files share a worker's environment (no isolation): a fresh happy-dom
    // and react-aria per file cost ~3 s each, which dominated the run. vitest.setup.ts cleans up after every test,
    // and stories.test.tsx unmounts each story, so no file sees another's DOM.
    pool: 'threads',
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    // Two files at once even on two cores, where vitest's default is one worker (cores - 1): the files wait on
    // the database, child processes and file I/O often enough that the second core halves the run (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The stories run in a project of their own: sharing a worker with the components' own tests let a story's
    // leftovers (react-aria's global state) reach a later file's typing in some file orders.
    projects: [
      { extends: true, test: { name: 'stories', include: ['src/stories.test.tsx'] } },
      {
        extends: true,
        test: { name: 'components', include: ['src/**/*.test.{ts,tsx}'], exclude: ['src/stories.test.tsx'] },
      },
    ],
  },
});
