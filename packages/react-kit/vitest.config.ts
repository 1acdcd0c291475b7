import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // vanilla-extract must be here too, or `.css.ts` files fail to register their styles under vitest.
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    // Threads start faster than forks here; every file still gets its own isolated environment.
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
