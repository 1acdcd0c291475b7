import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** As apps/web/vite.config.ts builds the browser's bundle: react-aria's strings in en-US only. */
export default defineConfig({
  plugins: [optimizeLocales.vite({ locales: ['en-US'] }), reactRouter()],
  build: { sourcemap: false },
});
