import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { appRouter, loadConfig, type RunningServer, serve } from '@atelier/adapters';
import { webPages } from '../../apps/web/server/pages.js';

export const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');
/** The benchmark's own build folder (git-ignored), so it never replaces a build a running server uses. */
export const BENCH_BUILD_DIR = 'build-bench';
/** Request logs are written at `info`: above it, logging stays out of the figures. */
export const BENCH_LOG_LEVEL = 'warn';

/** Runs a tool from `dir`'s node_modules in `dir`; throws with its output when it fails. */
export async function runTool(
  dir: string,
  bin: string,
  args: string[],
  env: Record<string, string>,
): Promise<void> {
  const output: Buffer[] = [];
  const child = spawn(path.join(dir, 'node_modules/.bin', bin), args, {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error(`${bin} ${args.join(' ')} in ${dir} exited with ${code}`);
  }
}

/** Runs a tool of apps/web's in its folder. */
const runInWebDir = (bin: string, args: string[], env: Record<string, string>) =>
  runTool(WEB_DIR, bin, args, env);

/**
 * `react-router build` into apps/web/build-bench, then the compiled server (apps/web/dist/main.js, as `pnpm start`
 * builds it); returns the seconds it took.
 */
export async function buildWebApp(): Promise<number> {
  const started = performance.now();
  await runInWebDir('react-router', ['build'], { ATELIER_WEB_BUILD_DIR: BENCH_BUILD_DIR });
  await runInWebDir('tsup', ['--config', 'tsup.server.config.ts'], {});
  return (performance.now() - started) / 1000;
}

/**
 * The hub as apps/web/server/main.ts runs it, but inside this process (so its container, and the Knex instance in
 * it, can be observed); seeds the small demo preset into an empty data directory.
 */
export async function serveHubInProcess(dataDir: string, port: number): Promise<RunningServer> {
  process.env.LOG_LEVEL ??= BENCH_LOG_LEVEL;
  const buildDir = path.join(WEB_DIR, BENCH_BUILD_DIR);
  const build = await import(path.join(buildDir, 'server/index.js'));
  // Every GET rendered: the statements counted are a render's (P3), not the page cache's one read. No job worker,
  // and the flags read again every 10 minutes (the longest allowed, 2 s by default): a poll of the queue or of the
  // flags, landing in a render's window now and then, is not the render's.
  return serve(
    loadConfig({
      PORT: String(port),
      ATELIER_DATA_DIR: dataDir,
      ATELIER_PAGE_CACHE_SECONDS: '0',
      ATELIER_WORKER: 'off',
      ATELIER_FLAGS_REFRESH_MS: String(600_000),
    }),
    {
      host: '127.0.0.1',
      handleSignals: false,
      pages: webPages(build, path.join(buildDir, 'client'), appRouter),
    },
  );
}

/**
 * The hub in production form, as its own process: `compiled` runs apps/web/dist/main.js as `pnpm start` does;
 * `tsx` runs server/main.ts from its TypeScript (how it started before issue 15's P6). `nodeEnv` is what NODE_ENV
 * says (React and Express pick their production builds and behaviour from it); undefined leaves it unset.
 */
export const hubProcess = (
  dataDir: string,
  port: number,
  nodeEnv: 'production' | undefined,
  form: 'compiled' | 'tsx' = 'compiled',
  settings: Record<string, string> = {},
) => ({
  args: form === 'compiled' ? ['dist/main.js'] : ['--import', 'tsx', 'server/main.ts'],
  cwd: WEB_DIR,
  env: {
    PORT: String(port),
    ATELIER_DATA_DIR: dataDir,
    ATELIER_WEB_BUILD_DIR: BENCH_BUILD_DIR,
    LOG_LEVEL: BENCH_LOG_LEVEL,
    NODE_ENV: nodeEnv,
    ...settings,
  },
  port,
  readyPath: '/readyz',
  logFile: path.join(dataDir, `hub-${port}.log`),
});
