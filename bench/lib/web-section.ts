import { type FirstLoad, gzipBytes } from './page-assets.js';
import { countShapes } from './query-log.js';
import { table } from './report.js';
import type { CompareOptions, Throughput } from './throughput.js';

export type PageRenders = { label: string; path: string; versions: number; statements: string[][] };

export type WebFigures = {
  machine: string;
  date: string;
  page: string;
  /** The page's HTML as the hub sent it. */
  html: string;
  firstLoad: FirstLoad;
  renders: PageRenders[];
  throughput: Throughput[];
  load: CompareOptions;
  buildSeconds: number | null;
  totalSeconds: number;
  argv: string[];
};

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const range = (values: number[]): string => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
};

function firstLoadPart(figures: WebFigures): string {
  const { assets, unlisted } = figures.firstLoad;
  const total = (kind?: 'js' | 'css') => {
    const chosen = assets.filter((a) => kind === undefined || a.kind === kind);
    return [
      chosen.length,
      kib(sum(chosen.map((a) => a.bytes))),
      `**${kib(sum(chosen.map((a) => a.gzipBytes)))}**`,
    ];
  };
  const totals = table(
    ['Loaded on a first visit', 'Files', 'Size', 'Gzip'],
    [
      ['JavaScript', ...total('js')],
      ['CSS', ...total('css')],
      ['JavaScript + CSS', ...total()],
      [
        '(the HTML document itself)',
        1,
        kib(Buffer.byteLength(figures.html)),
        kib(gzipBytes(Buffer.from(figures.html))),
      ],
    ],
  );
  const files = table(
    ['File', 'Size', 'Gzip'],
    [...assets]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((a) => [`\`${a.url}\``, kib(a.bytes), kib(a.gzipBytes)]),
  );
  return `### First load: JavaScript and CSS

Every JS and CSS file the HTML of \`${figures.page}\` makes a browser fetch: its module preloads, stylesheets and the
imports of its inline module script, plus whatever those modules import statically (chunks behind a dynamic
\`import()\` load later and are not counted). Sizes are of the files the hub serves; gzip is \`node:zlib\` at its
default level (6), the level the hub's \`compression\` middleware sends.${
    unlisted.length > 0
      ? `\n\nLoaded through a static import that no tag in the HTML names (a request the browser only finds late): ${unlisted.map((u) => `\`${u}\``).join(', ')}.`
      : ''
  }

${totals}

${files}`;
}

function throughputPart(figures: WebFigures): string {
  const bare = figures.throughput.at(-1) as Throughput;
  const hubs = figures.throughput.slice(0, -1);
  const { connections, seconds, rounds, warmUpSeconds } = figures.load;
  const ratio = (hub: Throughput) => `${((hub.median / bare.median) * 100).toFixed(1)}%`;
  const rows = figures.throughput.map((server) => [
    server.label,
    ...server.runs.map((r) => r.requestsPerSecond.toFixed(0)),
    `**${server.median.toFixed(0)}**`,
    server === bare ? '100%' : `**${ratio(server)}**`,
    range(server.runs.map((r) => r.p50Ms)),
    range(server.runs.map((r) => r.p99Ms)),
    sum(server.runs.map((r) => r.failures)),
  ]);
  const rounds_ = Array.from({ length: rounds }, (_, i) => `Round ${i + 1} req/s`);
  return `### Server rendering: requests per second

**The hub serves the page at ${ratio(hubs[0] as Throughput)} of the rate of a bare \`node:http\` server sending the
same HTML** (median ${(hubs[0] as Throughput).median.toFixed(0)} against ${bare.median.toFixed(0)} requests/s).

${table(['Server', ...rounds_, 'Median req/s', 'Of bare', 'p50 ms', 'p99 ms', 'Failed'], rows)}

autocannon, ${connections} connections, ${seconds} s per run; first a ${warmUpSeconds} s warm-up of each server, then
${rounds} round${rounds === 1 ? '' : 's'} taking the servers in turn, and each server's median (of two rounds, their mean). Every server is a
child process, so autocannon in the benchmark's process does not share their event loop: the hub as
\`node --import tsx apps/web/server/main.ts\` with its own port, data directory (SQLite, the small demo preset) and
build folder, \`LOG_LEVEL=warn\` (request logs, written at \`info\`, are off); the baseline is
\`bench/lib/html-server.ts\`, answering with the bytes of one response of the hub. The hub runs twice: with
\`NODE_ENV=production\` (React's and Express's production behaviour), and with \`NODE_ENV\` unset, which is how
\`pnpm start\` starts it today. Every request is an anonymous visitor's GET of \`${figures.page}\`: the API called
in process, the page rendered by React Router. Neither side compresses (autocannon sends no \`Accept-Encoding\`).`;
}

/** A code span that may hold backticks (Knex quotes SQLite identifiers with them). */
const code = (text: string): string => `\`\` ${text.replaceAll('|', '\\|')} \`\``;

function sqlPart(figures: WebFigures): string {
  const perPage = figures.renders.map((page) => ({ page, counts: countShapes(page.statements[0] ?? []) }));
  const shapes = [...new Set(perPage.flatMap(({ counts }) => [...counts.keys()]))];
  const fewest = perPage.reduce((a, b) => (b.page.versions < a.page.versions ? b : a));
  const most = perPage.reduce((a, b) => (b.page.versions > a.page.versions ? b : a));
  const totalOf = (counts: Map<string, number>) => sum([...counts.values()]);
  const growing = shapes.filter((shape) => (most.counts.get(shape) ?? 0) > (fewest.counts.get(shape) ?? 0));
  const extra = totalOf(most.counts) - totalOf(fewest.counts);
  const compared = `${totalOf(fewest.counts)} for ${fewest.page.label}, ${totalOf(most.counts)} for ${most.page.label}`;
  const verdict =
    growing.length === 0
      ? `**No N+1: the statements per render do not grow with the number of versions** (${compared}).`
      : `**N+1: the statements per render grow with the number of versions**, ${extra} more for ${
          most.page.versions - fewest.page.versions
        } more versions (${compared}). The statements that grow (count for ${most.page.label}):

${growing.map((shape) => `- ${most.counts.get(shape)}× ${code(shape)}`).join('\n')}`;
  const summary = table(
    ['Model page', 'Versions', 'Statements per render'],
    figures.renders.map((page) => [
      `${page.label} (\`${page.path}\`)`,
      page.versions,
      `**${range(page.statements.map((s) => s.length))}**`,
    ]),
  );
  const byShape = table(
    ['Statement (per render)', ...perPage.map(({ page }) => page.label)],
    shapes.map((shape) => [code(shape), ...perPage.map(({ counts }) => counts.get(shape) ?? 0)]),
  );
  return `### SQL statements per render

${verdict}

Every statement Knex sends while the hub answers one anonymous GET of the page (its \`query\` event on the
container's Knex instance; the hub runs in the benchmark's process for this, same build and data),
${figures.renders[0]?.statements.length ?? 0} renders of each page after one warm-up render. The 1- and 20-version
models are added to the demo data for the run: copies of the plain demo model 5, every version a copy of its newest
(files, reviews, posts and images), all published. Lumen Realism's count of versions includes its draft.

${summary}

Grouped by statement (one line per shape: \`in (?…)\` for a list of ids of any length, \`select …\` for a long select
list):

${byShape}`;
}

/** The markdown of the web section. */
export function webSection(figures: WebFigures): string {
  const options = figures.argv.length > 0 ? ` ${figures.argv.join(' ')}` : '';
  return `## Web: the model page, server-rendered

Measured ${figures.date}. ${figures.machine}

${firstLoadPart(figures)}

${throughputPart(figures)}

${sqlPart(figures)}

Command (from the repository root); it builds apps/web into \`apps/web/build-bench\` first (\`--skip-build\` reuses
that build) and took ${figures.totalSeconds.toFixed(0)} s${figures.buildSeconds === null ? '' : `, ${figures.buildSeconds.toFixed(0)} s of it the build`}:

\`\`\`sh
pnpm --filter @atelier/bench web${options}
\`\`\``;
}
