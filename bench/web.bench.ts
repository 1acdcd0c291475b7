/**
 * The server-rendered model page: the JS and CSS a first visit loads (gzip), SSR requests per second against a bare
 * server sending the same HTML, and SQL statements per render for a model with 1 and with 20 versions.
 * Builds apps/web into apps/web/build-bench first. Writes the web section of docs/benchmarks.md.
 *
 *   pnpm --filter @atelier/bench web
 *   options: --skip-build (reuse build-bench)  --connections 10  --seconds 10  --rounds 2  --port 3465 (uses 3 ports)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, resolve, TOKENS } from '@atelier/adapters';
import { addModelCopy } from '@atelier/adapters/testing/model-copies';
import type { Knex } from 'knex';
import { firstLoad } from '../apps/web/e2e/support/first-load.js';
import { type ChildServer, startChildServer } from './lib/child-server.js';
import { coldStarts } from './lib/cold-start.js';
import { optionValue } from './lib/databases.js';
import { machineLine, today } from './lib/machine.js';
import { type Statement, statementsDuring } from './lib/query-log.js';
import { writeSection } from './lib/report.js';
import type { PageRenders } from './lib/sql-section.js';
import { compareThroughput } from './lib/throughput.js';
import { BENCH_BUILD_DIR, buildWebApp, hubProcess, serveHubInProcess } from './lib/web-app.js';
import { OVERLAY_LABEL, SIGNED_IN_LABEL, webSection } from './lib/web-section.js';

const argv = process.argv.slice(2);
const LOAD = {
  connections: Number(optionValue(argv, '--connections', '10')),
  seconds: Number(optionValue(argv, '--seconds', '10')),
  rounds: Number(optionValue(argv, '--rounds', '2')),
  warmUpSeconds: 3,
};
const PORT = Number(optionValue(argv, '--port', '3465'));
/** The demo's rich model, as an anonymous visitor sees it. */
const DEMO_MODEL = { id: 1, path: '/models/1/lumen-realism' };
/** Versions of the models added to compare statements per render. */
const BENCH_VERSIONS = [1, 20];
const RENDERS = 5;

const getText = async (url: string): Promise<string> => {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return response.text();
};

/** The page's canonical path: `/models/<id>` redirects there. */
async function canonicalPath(origin: string, modelId: number): Promise<string> {
  const response = await fetch(`${origin}/models/${modelId}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`/models/${modelId} did not redirect (${response.status})`);
  return location;
}

const versionCount = async (knex: Knex, modelId: number): Promise<number> => {
  const [row] = await knex('model_versions').where({ model_id: modelId }).count({ count: '*' });
  return Number(row?.count ?? 0);
};

/** In process, where the container's Knex can be watched: the first-load files, then statements per render. */
async function measureInProcess(dataDir: string) {
  const hub = await serveHubInProcess(dataDir, PORT + 2);
  try {
    const knex = resolve(hub.container, TOKENS.knex);
    const html = await getText(hub.url + DEMO_MODEL.path);
    const assets = await firstLoad(html, hub.url);
    const pages = [
      {
        label: 'Lumen Realism, the demo',
        versions: await versionCount(knex, DEMO_MODEL.id),
        path: DEMO_MODEL.path,
      },
    ];
    for (const versions of BENCH_VERSIONS) {
      const label = `${versions} version${versions === 1 ? '' : 's'}`;
      const modelId = await addModelCopy(knex, `Bench ${label}`, versions);
      pages.push({ label, versions, path: await canonicalPath(hub.url, modelId) });
    }
    const renders: PageRenders[] = [];
    for (const page of pages) {
      await getText(hub.url + page.path);
      const statements: Statement[][] = [];
      for (let i = 0; i < RENDERS; i += 1)
        statements.push(await statementsDuring(knex, () => getText(hub.url + page.path)));
      console.log(`${page.label}: ${statements.map((s) => s.length).join(', ')} statements per render`);
      renders.push({ ...page, statements });
    }
    return { html, firstLoad: assets, renders };
  } finally {
    await hub.close();
  }
}

/** Issue 15's P2: the page as a signed-in visitor gets it (a demo member with nothing of their own on the model). */
const SIGNED_IN_USER = 'visitor';

/** The cookies a browser holds once signed in as `username` through the REST route: the session and its marker. */
async function sessionCookieOf(origin: string, username: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] as string);
  if (!response.ok || !cookies.some((cookie) => cookie.startsWith('atelier_session=')))
    throw new Error(`signing in as ${username} failed: ${response.status}`);
  return cookies.join('; ');
}

/** In production form: each server its own process, autocannon in this one. */
async function measureThroughput(dataDir: string) {
  const running: ChildServer[] = [];
  const start = async (spec: Parameters<typeof startChildServer>[0]) => {
    const server = await startChildServer(spec);
    running.push(server);
    return server;
  };
  try {
    const production = await start(hubProcess(dataDir, PORT, 'production'));
    // The same hub rendering every request: what a page costs when the page cache cannot answer (docs/page-cache.md).
    const rendering = await start(
      hubProcess(dataDir, PORT + 1, 'production', 'compiled', { ATELIER_PAGE_CACHE_SECONDS: '0' }),
    );
    const htmlFile = path.join(dataDir, 'page.html');
    await writeFile(htmlFile, await getText(production.url + DEMO_MODEL.path));
    const bare = await start({
      args: ['--import', 'tsx', path.join(import.meta.dirname, 'lib/html-server.ts'), htmlFile],
      cwd: import.meta.dirname,
      env: { PORT: String(PORT + 2) },
      port: PORT + 2,
      logFile: path.join(dataDir, 'bare.log'),
    });
    const cookie = await sessionCookieOf(production.url, SIGNED_IN_USER);
    return await compareThroughput(
      [
        { label: 'Hub (`pnpm start`), page cache on', server: production, path: DEMO_MODEL.path },
        {
          label: 'Hub, every page rendered (`ATELIER_PAGE_CACHE_SECONDS=0`)',
          server: rendering,
          path: DEMO_MODEL.path,
        },
        { label: SIGNED_IN_LABEL, server: production, path: DEMO_MODEL.path, headers: { cookie } },
        { label: OVERLAY_LABEL, server: production, path: `${DEMO_MODEL.path}.data`, headers: { cookie } },
        { label: 'Bare `node:http`, same HTML', server: bare, path: '/' },
      ].map(({ label, server, path: page, headers }) => ({
        label,
        url: server.url + page,
        cpuSeconds: server.cpuSeconds,
        ...(headers ? { headers } : {}),
      })),
      LOAD,
    );
  } finally {
    for (const server of running) await server.stop();
  }
}

/** Cold starts over the seeded data directory: the compiled server, then the same from TypeScript through tsx. */
const COLD_STARTS = 3;
const measureColdStarts = async (dataDir: string) => [
  await coldStarts(
    'Compiled (`pnpm start`: `node apps/web/dist/main.js`)',
    hubProcess(dataDir, PORT, 'production'),
    DEMO_MODEL.path,
    COLD_STARTS,
  ),
  await coldStarts(
    'From TypeScript (`node --import tsx apps/web/server/main.ts`)',
    hubProcess(dataDir, PORT, 'production', 'tsx'),
    DEMO_MODEL.path,
    COLD_STARTS,
  ),
];

const started = performance.now();
const buildSeconds = argv.includes('--skip-build') ? null : await buildWebApp();
console.log(
  buildSeconds === null ? `Reusing apps/web/${BENCH_BUILD_DIR}` : `Built in ${buildSeconds.toFixed(0)} s`,
);
const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-bench-web-'));
let finished = false;
try {
  const { html, firstLoad: assets, renders } = await measureInProcess(dataDir);
  const throughput = await measureThroughput(dataDir);
  const starts = await measureColdStarts(dataDir);
  await writeSection(
    'web-model-page',
    webSection({
      machine: machineLine(),
      date: today(),
      page: DEMO_MODEL.path,
      html,
      firstLoad: assets,
      renders,
      throughput,
      coldStarts: starts,
      load: LOAD,
      buildSeconds,
      totalSeconds: (performance.now() - started) / 1000,
      argv,
    }),
  );
  console.log(`Wrote the web-model-page section of docs/benchmarks.md`);
  finished = true;
} finally {
  // A failed run keeps its data directory: the servers' logs are in it.
  if (finished) await rm(dataDir, { recursive: true, force: true });
  else console.error(`Kept ${dataDir} (the servers' logs are in it)`);
}
