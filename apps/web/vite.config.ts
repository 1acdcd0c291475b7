import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

const kitSource = fileURLToPath(new URL('../../packages/react-kit/src/index.ts', import.meta.url));

/**
 * The kit is compiled from its source with the app (one vanilla-extract pass, one CSS file). Node's `source`
 * condition is not used here: react-aria-components publishes a `source` export it does not ship.
 */
export default defineConfig({
  plugins: [
    // The hub speaks English: the browser bundle keeps react-aria's own strings (an overlay's "Dismiss", a search
    // field's "Clear search") in en-US only, not in its 34 locales. A visitor whose browser asks for another locale
    // gets those strings in English, like the rest of the page, instead of a mix. The server bundle, which holds
    // react-aria too (below), keeps en-US only as well, so the server and the browser render the same strings.
    optimizeLocales.vite({ locales: ['en-US'] }),
    vanillaExtractPlugin(),
    reactRouter(),
  ],
  resolve: { alias: { '@atelier/react-kit': kitSource } },
  ssr: {
    noExternal: [
      // The kit's own runtime helpers live in its node_modules, which the server bundle cannot reach by name.
      /^@vanilla-extract\//,
      // react-aria and what it is made of are hundreds of small ES modules: loaded one by one from node_modules,
      // resolving, reading and compiling them took about 0.4 s of the server's cold start (issue 15, P6;
      // docs/benchmarks.md). Bundled, the start is that much shorter. Only the React Router build imports them,
      // so there is still one copy in the process; React, React Router and the TanStack and tRPC packages stay
      // external, as the compiled server imports them too and each must be one copy.
      /^react-aria/,
      /^@react-aria\//,
      /^@react-stately\//,
      /^@react-types\//,
      /^@internationalized\//,
      /^@swc\/helpers/,
      /^clsx$/,
    ],
  },
  build: {
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // @trpc/client's package does not say it is free of side effects, so its WebSocket link stayed in the
        // browser bundle though nothing uses it: the module's one top-level statement sets a static field of its
        // own class. Said here, unused links drop out (issue 15, P4).
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false }],
      },
    },
  },
});
