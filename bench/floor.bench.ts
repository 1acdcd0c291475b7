/**
 * Issue 15's P4 against what the hub's fixed stack costs before any page of its own: the JavaScript a first visit
 * loads (gzip) for two minimal apps built as the hub is built (bench/floor), and for the model page, measured in one
 * run with the same `firstLoad` the CI budget check uses.
 *
 * - `bare`: React and React Router's framework mode, a page with a heading and a link.
 * - `stack`: the bare app with what the hub's root sets up around every page: TanStack Query, the tRPC client and
 *   its query bindings (its HTTP link loads at the first call, as the hub's does), react-aria's router provider,
 *   one query, one react-aria link and button.
 *
 * Builds apps/web into apps/web/build-bench (as the web bench does) unless --skip-build. Writes the
 * first-load-floor section of docs/benchmarks.md.
 *
 *   pnpm --filter @atelier/bench floor
 *   options: --skip-build (reuse apps/web/build-bench)  --port 3470
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestListener } from '@react-router/node';
import { type FirstLoad, firstLoad } from '../apps/web/e2e/support/first-load.js';
import { optionValue } from './lib/databases.js';
import { kib, sum } from './lib/figures.js';
import { machineLine, today } from './lib/machine.js';
import { table, writeSection } from './lib/report.js';
import { buildWebApp, runTool, serveHubInProcess, WEB_DIR } from './lib/web-app.js';

const argv = process.argv.slice(2);
const PORT = Number(optionValue(argv, '--port', '3470'));
const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const FLOOR_DIR = path.join(BENCH_DIR, 'floor');
const MODEL_PAGE = '/models/1/lumen-realism';
/** Issue 15's P4 goal for first-load JavaScript, gzip. */
const GOAL_KIB = 150;

/**
 * The floors are only a floor of the hub if they are built from the same releases: each package both import must
 * resolve to one version from bench/floor and from apps/web.
 */
const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  '@react-router/dev',
  '@tanstack/react-query',
  '@trpc/client',
  '@trpc/tanstack-react-query',
  'react-aria-components',
  'superjson',
  'vite',
];

/** The version of `name` that `fromDir` depends on directly (pnpm links each direct dependency there). */
const versionOf = async (fromDir: string, name: string): Promise<string> =>
  JSON.parse(await readFile(path.join(fromDir, 'node_modules', name, 'package.json'), 'utf8')).version;

async function sameVersions(): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  for (const name of SHARED_PACKAGES) {
    const [floor, web] = [await versionOf(FLOOR_DIR, name), await versionOf(WEB_DIR, name)];
    if (floor !== web)
      throw new Error(
        `${name} is ${floor} for bench/floor but ${web} for apps/web: align bench/floor/package.json`,
      );
    versions[name] = floor;
  }
  return versions;
}

/** `react-router build` of one floor app into `buildDir`. */
const buildFloor = (app: string, buildDir: string) =>
  runTool(FLOOR_DIR, 'react-router', ['build'], { FLOOR_APP: app, FLOOR_BUILD_DIR: buildDir });

const listen = (server: Server, port: number) =>
  new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));

/** Serves one built floor (its assets from disk, pages through React Router) and reads its first load. */
async function measureFloor(app: string, buildDir: string, port: number): Promise<FirstLoad> {
  await buildFloor(app, buildDir);
  const build = await import(path.join(buildDir, 'server/index.js'));
  const pages = createRequestListener({ build, mode: 'production' });
  const clientDir = path.join(buildDir, 'client');
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    if (!url.pathname.startsWith('/assets/')) return void pages(request, response);
    readFile(path.join(clientDir, path.normalize(url.pathname)))
      .then((bytes) => {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end(bytes);
      })
      .catch(() => {
        response.writeHead(404);
        response.end();
      });
  });
  await listen(server, port);
  try {
    const origin = `http://127.0.0.1:${port}`;
    const response = await fetch(`${origin}/`);
    if (response.status !== 200) throw new Error(`GET / of the ${app} floor: ${response.status}`);
    return await firstLoad(await response.text(), origin);
  } finally {
    await new Promise((done) => server.close(done));
  }
}

/** The model page's first load, from the hub as the web bench serves it (seeded demo, in this process). */
async function measureModelPage(): Promise<FirstLoad> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-bench-floor-'));
  const hub = await serveHubInProcess(dataDir, PORT + 2);
  try {
    const response = await fetch(hub.url + MODEL_PAGE);
    if (response.status !== 200) throw new Error(`GET ${MODEL_PAGE}: ${response.status}`);
    return await firstLoad(await response.text(), hub.url);
  } finally {
    await hub.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const jsGzip = (load: FirstLoad): number =>
  sum(load.assets.filter((asset) => asset.kind === 'js').map((asset) => asset.gzipBytes));

const versions = await sameVersions();
if (!argv.includes('--skip-build')) await buildWebApp();
// Inside bench/floor (git-ignored), where the server builds find their external packages.
const buildRoot = path.join(FLOOR_DIR, 'build');
try {
  const bare = await measureFloor('bare', path.join(buildRoot, 'bare'), PORT);
  const stack = await measureFloor('stack', path.join(buildRoot, 'stack'), PORT + 1);
  const page = await measureModelPage();
  const goal = GOAL_KIB * 1024;
  const rows: [string, string, FirstLoad][] = [
    ['`bare`', 'React 19 and React Router 7 (framework mode, SSR): a heading and a link', bare],
    [
      '`stack`',
      '`bare` with the providers of the hub’s root (TanStack Query, the tRPC client, react-aria’s router), one query, one react-aria link and button',
      stack,
    ],
    ['The model page', `\`${MODEL_PAGE}\`, as the hub serves it`, page],
  ];
  const lines = table(
    ['App', 'What it holds', 'JS files', 'JS gzip', `Share of the ${GOAL_KIB} KiB goal`],
    rows.map(([name, holds, load]) => [
      name,
      holds,
      load.assets.filter((asset) => asset.kind === 'js').length,
      `**${kib(jsGzip(load))}**`,
      `${((jsGzip(load) / goal) * 100).toFixed(0)}%`,
    ]),
  );
  const left = goal - jsGzip(stack);
  await writeSection(
    'first-load-floor',
    `## First load: the fixed stack's floor against P4

Measured ${today()}. ${machineLine()}

Command: \`pnpm --filter @atelier/bench floor\` (bench/floor.bench.ts). It builds two minimal apps from
\`bench/floor/\` as the hub is built (React Router's Vite build, react-aria's strings in en-US only) and reads what a
first visit of each loads with the \`firstLoad\` of the CI budget check (apps/web/e2e/support/first-load.ts), beside
the model page in the same run. The releases are the hub's: the bench stops when a package resolves to another
version from \`bench/floor\` than from \`apps/web\` (${Object.entries(versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}).

${lines}

Under issue 15's goal of ${GOAL_KIB} KiB, **${kib(Math.max(0, left))}** is left for everything the model page adds to
the \`stack\` floor: its own components, the kit, the domain's messages and rules it shows, and react-aria's menus,
dialogs and fields. The page adds ${kib(jsGzip(page) - jsGzip(stack))} today.`,
  );
  console.log(
    `bare ${kib(jsGzip(bare))}, stack ${kib(jsGzip(stack))}, model page ${kib(jsGzip(page))}: wrote the first-load-floor section`,
  );
} finally {
  await rm(buildRoot, { recursive: true, force: true });
}
