import { range, sum } from './figures.js';
import { countShapes, type ShapeCount, type Statement } from './query-log.js';
import { table } from './report.js';

/** The statements of each measured render of one model page. */
export type PageRenders = { label: string; path: string; versions: number; statements: Statement[][] };

/** A code span that may hold backticks (Knex quotes SQLite identifiers with them). */
const code = (text: string): string => `\`\` ${text.replaceAll('|', '\\|')} \`\``;

/** A statement run with this many different values in one render is a loop over a list. */
const PER_ITEM_AT_LEAST = 3;

const totalOf = (counts: Map<string, ShapeCount>): number => sum([...counts.values()].map((c) => c.count));
const repeatsOf = (counts: Map<string, ShapeCount>): number =>
  sum([...counts.values()].map((c) => c.repeats));

const cell = (count: ShapeCount | undefined): string =>
  count === undefined
    ? '0'
    : count.repeats > 0
      ? `${count.count} (${count.repeats} repeated)`
      : String(count.count);

/** The SQL part of the web section: statements per render, whether they grow with versions, and which run. */
export function sqlSection(renders: PageRenders[]): string {
  const pages = renders.map((page) => ({ page, counts: countShapes(page.statements[0] ?? []) }));
  const shapes = [...new Set(pages.flatMap(({ counts }) => [...counts.keys()]))];
  const fewest = pages.reduce((a, b) => (b.page.versions < a.page.versions ? b : a));
  const most = pages.reduce((a, b) => (b.page.versions > a.page.versions ? b : a));
  const growing = shapes.filter(
    (shape) => (most.counts.get(shape)?.count ?? 0) > (fewest.counts.get(shape)?.count ?? 0),
  );
  const compared = `${totalOf(fewest.counts)} for ${fewest.page.label}, ${totalOf(most.counts)} for ${most.page.label}`;
  const verdict =
    growing.length === 0
      ? `**No N+1: the statements per render do not grow with the number of versions** (${compared}).`
      : `**N+1: the statements per render grow with the number of versions**, ${
          totalOf(most.counts) - totalOf(fewest.counts)
        } more for ${most.page.versions - fewest.page.versions} more versions (${compared}). The statements that grow (count for ${most.page.label}):

${growing.map((shape) => `- ${most.counts.get(shape)?.count}× ${code(shape)}`).join('\n')}`;
  const [first] = pages;
  const repeats =
    first && repeatsOf(first.counts) > 0
      ? `\n\n**${repeatsOf(first.counts)} of the ${totalOf(first.counts)} statements in one render (${first.page.label}) repeat an earlier statement of the same render exactly** (same SQL, same values): the same rows are loaded again for another part of the page.`
      : '';
  const looped = first
    ? [...first.counts].filter(([, count]) => count.count - count.repeats >= PER_ITEM_AT_LEAST)
    : [];
  const perItem =
    first && looped.length > 0
      ? `\n\n**Statements run once per item of a list in one render (${first.page.label})** (the same statement with ${PER_ITEM_AT_LEAST} or more different values: an N+1 over something other than the page's versions):\n\n${looped
          .map(
            ([shape, count]) =>
              `- ${count.count}× (${count.count - count.repeats} different values) ${code(shape)}`,
          )
          .join('\n')}`
      : '';
  const summary = table(
    ['Model page', 'Versions', 'Statements per render'],
    renders.map((page) => [
      `${page.label} (\`${page.path}\`)`,
      page.versions,
      `**${range(page.statements.map((s) => s.length))}**`,
    ]),
  );
  const byShape = table(
    ['Statement (per render)', ...pages.map(({ page }) => page.label)],
    shapes.map((shape) => [code(shape), ...pages.map(({ counts }) => cell(counts.get(shape)))]),
  );
  return `### SQL statements per render

${verdict}${repeats}${perItem}

Every statement Knex sends while the hub answers one anonymous GET of the page (its \`query\` event on the
container's Knex instance; the hub runs in the benchmark's process for this, same build and data),
${renders[0]?.statements.length ?? 0} renders of each page after one warm-up render. The 1- and 20-version models are
added to the demo data for the run: copies of the plain demo model 5, every version a copy of its newest (files,
reviews, posts and images), all published. Lumen Realism's count of versions includes its draft.

${summary}

Grouped by statement (one line per shape: \`in (?…)\` for a list of ids of any length, \`select …\` for a long select
list; "repeated": how many of them repeat an earlier statement of the render exactly):

${byShape}`;
}
