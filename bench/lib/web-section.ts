import { type FirstLoad, gzipBytes } from '../../apps/web/e2e/support/first-load.js';
import type { ColdStart } from './cold-start.js';
import { kib, range, rate, sum } from './figures.js';
import { table } from './report.js';
import { type PageRenders, sqlSection } from './sql-section.js';
import type { CompareOptions, Throughput } from './throughput.js';

export type WebFigures = {
  machine: string;
  date: string;
  page: string;
  /** The page's HTML as the hub sent it. */
  html: string;
  firstLoad: FirstLoad;
  renders: PageRenders[];
  throughput: Throughput[];
  coldStarts: ColdStart[];
  load: CompareOptions;
  buildSeconds: number | null;
  totalSeconds: number;
  argv: string[];
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

/** The row of issue 15's P2: a signed-in account with nothing of its own on the page (a session cookie). */
export const SIGNED_IN_LABEL = 'Hub, signed in (an account with default settings: the public page, cached)';
/** What the viewer overlay asks of the server after hydration: the page's data for that account, without a render. */
export const OVERLAY_LABEL = "Signed in, the page's data (`.data`: about what the viewer overlay fetches)";

/** P2's sentence: a signed-in visitor's p99 at this load and rate against bare, with the goals; and the overlay's cost. */
const signedInPart = (
  signedIn: Throughput | undefined,
  overlay: Throughput | undefined,
  bare: Throughput,
): string => {
  if (signedIn === undefined) return '';
  const worstP99 = Math.max(...signedIn.runs.map((r) => r.p99Ms));
  const share = signedIn.median / bare.median;
  const overlayCost =
    overlay?.cpuMsPerRequest == null
      ? ''
      : ` After hydration the viewer overlay asks the API for the page's data again, as that account: measured here as the page's \`.data\` request (every loader, no render), ${overlay.cpuMsPerRequest.toFixed(1)} ms of CPU and ${((overlay.median / bare.median) * 100).toFixed(1)}% of bare's rate. A signed-in page view costs the server the two together, where it cost one render before.`;
  return ` **Signed in (issue 15's P2), the page takes ${worstP99} ms at p99 (goal ≤ 50 ms) and ${(
    share * 100
  ).toFixed(
    1,
  )}% of bare's rate (goal ≥ 10%): ${worstP99 <= 50 && share >= 0.1 ? 'met' : 'missed'}.** The account has nothing of its own in the page's render (\`seesPublicModelPage\`), so they get the public page from the cache (docs/page-cache.md, the viewer overlay).${overlayCost}`;
};

function throughputPart(figures: WebFigures): string {
  const bare = figures.throughput.at(-1) as Throughput;
  /** The first hub is the one `pnpm start` runs (page cache on), the second renders every request. */
  const hub = figures.throughput[0] as Throughput;
  const rendering = figures.throughput.length > 2 ? (figures.throughput[1] as Throughput) : null;
  const signedIn = figures.throughput.find((server) => server.label === SIGNED_IN_LABEL);
  const overlay = figures.throughput.find((server) => server.label === OVERLAY_LABEL);
  const { connections, seconds, rounds, warmUpSeconds } = figures.load;
  const ratio = (hub: Throughput) => `${((hub.median / bare.median) * 100).toFixed(1)}%`;
  const rows = figures.throughput.map((server) => [
    server.label,
    ...server.runs.map((r) => rate(r.requestsPerSecond)),
    `**${rate(server.median)}**`,
    server === bare ? '100%' : `**${ratio(server)}**`,
    server.cpuMsPerRequest === null ? 'n/a' : server.cpuMsPerRequest.toFixed(2),
    range(server.runs.map((r) => r.p50Ms)),
    range(server.runs.map((r) => r.p99Ms)),
    sum(server.runs.map((r) => r.failures)),
  ]);
  const rounds_ = Array.from({ length: rounds }, (_, i) => `Round ${i + 1} req/s`);
  return `### Server rendering: requests per second

**The hub serves the page at ${ratio(hub)} of the rate of a bare \`node:http\` server sending the same HTML**
(median ${rate(hub.median)} against ${rate(bare.median)} requests/s)${
    hub.cpuMsPerRequest !== null && bare.cpuMsPerRequest
      ? `; **a request costs the hub ${hub.cpuMsPerRequest.toFixed(1)} ms of CPU, ${Math.round(
          hub.cpuMsPerRequest / bare.cpuMsPerRequest,
        )} times the baseline's ${bare.cpuMsPerRequest.toFixed(2)} ms**`
      : ''
  }.${
    rendering === null
      ? ''
      : ` Rendering every request (page cache off), it serves ${ratio(rendering)} (${rate(rendering.median)} requests/s${
          rendering.cpuMsPerRequest === null ? '' : `, ${rendering.cpuMsPerRequest.toFixed(1)} ms of CPU each`
        }).`
  }${signedInPart(signedIn, overlay, bare)}

${table(['Server', ...rounds_, 'Median req/s', 'Of bare', 'CPU ms per request', 'p50 ms', 'p99 ms', 'Failed'], rows)}

autocannon, ${connections} connections, ${seconds} s per run; first a ${warmUpSeconds} s warm-up of each server, then
${rounds} round${rounds === 1 ? '' : 's'} taking the servers in turn, and each server's median (of two rounds, their mean). Every server is a
child process, so autocannon in the benchmark's process does not share their event loop: the hub as
\`node apps/web/dist/main.js\` (compiled, as \`pnpm start\` runs it) with its own port, data directory (SQLite, the small demo preset) and
build folder, \`LOG_LEVEL=warn\` (request logs, written at \`info\`, are off); the baseline is
\`bench/lib/html-server.ts\`, answering with the bytes of one response of the hub. The hub runs twice, both with
\`NODE_ENV=production\` as \`pnpm start\` sets it: as started, where the page cache answers every request after
the first (nothing is written during the run; docs/page-cache.md), and with the page cache off, where every
request is rendered (the API called in process, the page rendered by React Router). Every request is an
anonymous visitor's GET of \`${figures.page}\`, but in the signed-in rows, which send a demo account's session cookie
(and the signed-in marker a browser would hold). Neither side compresses (autocannon sends no \`Accept-Encoding\`).
"Failed": answers other than 2xx, connection errors, and requests unanswered after autocannon's 10 s timeout.
"CPU ms per request": after the rounds, about one run's worth of requests (at least 20) to each server, and the
user plus system CPU time its process spent meanwhile (from \`/proc\`, all its threads) divided by their number. It
depends far less than requests/s on what else the shared machine was running.`;
}

function coldStartPart(figures: WebFigures): string {
  const [compiled, fromSource] = figures.coldStarts;
  const rows = figures.coldStarts.map((start) => [
    start.label,
    start.startsMs.map((ms) => (ms / 1000).toFixed(2)).join(', '),
    `**${(start.medianMs / 1000).toFixed(2)}**`,
  ]);
  const ratio =
    compiled && fromSource
      ? ` The compiled server starts in ${((compiled.medianMs / fromSource.medianMs) * 100).toFixed(0)}% of the time the same server takes from its TypeScript.`
      : '';
  return `### Cold start: from \`node\` to the first page served

**${compiled ? (compiled.medianMs / 1000).toFixed(2) : '?'} s (median) from spawning the hub to the first 200 of the model page** (issue 15, P6: ≤ 1.5 s).${ratio}

${table(['Server', 'Each start, s', 'Median s'], rows)}

Each start spawns the hub over the data directory the rounds above used (already seeded, so no seeding is timed),
polls the model page every 10 ms until it answers 200, and stops the process before the next start. The compiled
server is \`apps/web/dist/main.js\` (\`apps/web/tsup.server.config.ts\`: the workspace packages bundled from their
sources), and the React Router build holds react-aria and its parts (\`apps/web/vite.config.ts\`, \`ssr.noExternal\`);
what remains is mostly Node loading and compiling those bundles and the packages they import.`;
}

/** The markdown of the web section. */
export function webSection(figures: WebFigures): string {
  const options = figures.argv.length > 0 ? ` ${figures.argv.join(' ')}` : '';
  return `## Web: the model page, server-rendered

Measured ${figures.date}. ${figures.machine}

${firstLoadPart(figures)}

${throughputPart(figures)}

${coldStartPart(figures)}

${sqlSection(figures.renders)}

Command (from the repository root); it builds apps/web into \`apps/web/build-bench\` first (\`--skip-build\` reuses
that build) and took ${figures.totalSeconds.toFixed(0)} s${figures.buildSeconds === null ? '' : `, ${figures.buildSeconds.toFixed(0)} s of it the build`}:

\`\`\`sh
pnpm --filter @atelier/bench web${options}
\`\`\``;
}
