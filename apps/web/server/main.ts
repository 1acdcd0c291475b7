import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appRouter, ConfigError, loadConfig, serve } from '@atelier/adapters';
import type { ServerBuild } from 'react-router';
import { webPages } from './pages.js';

/**
 * The hub in one process: the API of @atelier/adapters with the server-rendered web app mounted after it.
 * Run `react-router build` first (`pnpm start` at the root does both).
 */
const buildDir = path.resolve(
  fileURLToPath(new URL('..', import.meta.url)),
  process.env.ATELIER_WEB_BUILD_DIR ?? 'build',
);
try {
  const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
  await serve(loadConfig(process.env), { pages: webPages(build, path.join(buildDir, 'client'), appRouter) });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 78; // EX_CONFIG
}
