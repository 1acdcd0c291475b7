import { defineConfig } from 'tsup';

/**
 * The production server (`pnpm start`): server/main.ts compiled into one ESM file, dist/main.js, so start-up runs
 * JavaScript instead of transpiling the adapters' TypeScript (issue 15, P6: about 2 s of a 4.7 s cold start). As
 * the CLI's bin does (apps/cli/tsup.config.ts), it bundles the workspace packages from their sources and the
 * CommonJS they use; database drivers, knex and sharp stay external (native addons, dynamic requires), and so do
 * the packages the React Router build imports itself (React Router, its Express adapter), so both share one copy.
 */
export default defineConfig({
  entry: { main: 'server/main.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  noExternal: [/^@atelier\//],
  external: [
    'knex',
    'better-sqlite3',
    'pg',
    'sharp',
    'react',
    'react-dom',
    'react-router',
    '@react-router/express',
    '@react-router/node',
  ],
  // Bundled CommonJS calls `require` for Node built-ins; ESM has none unless we make one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
