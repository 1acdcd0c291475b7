import { defineConfig } from 'tsup';

/**
 * The published `atelier` bin: one ESM file with the workspace packages bundled from their sources. Database
 * drivers, knex and sharp (the adapters decode images with it) stay external — native addons and CommonJS with
 * dynamic requires cannot be bundled into ESM (TOOLCHAIN.md) — so they are dependencies of this package too. Other
 * CommonJS is bundled, given a `require`.
 */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  noExternal: [/^@atelier\//],
  external: ['knex', 'better-sqlite3', 'pg', 'sharp'],
  // Bundled CommonJS (pg-copy-streams, …) calls `require` for Node built-ins; ESM has none unless we make one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
