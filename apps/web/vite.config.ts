import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

const kitSource = fileURLToPath(new URL('../../packages/react-kit/src/index.ts', import.meta.url));

/**
 * The kit is compiled from its source with the app (one vanilla-extract pass, one CSS file). Node's `source`
 * condition is not used here: react-aria-components publishes a `source` export it does not ship.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  resolve: { alias: { '@atelier/react-kit': kitSource } },
  // The kit's own runtime helpers live in its node_modules, which the server bundle cannot reach by name.
  ssr: { noExternal: [/^@vanilla-extract\//] },
  build: { sourcemap: false },
});
