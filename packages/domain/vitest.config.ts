import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Two files at once even on two cores, where vitest's default is one worker (cores - 1): the files wait on
    // the database, child processes and file I/O often enough that the second core halves the run (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One module graph per worker, not per file: the files share no state (each test makes its own world), and
    // re-importing the domain for each of the 144 files was most of the run (23 s, 7 s without).
    isolate: false,
  },
});
