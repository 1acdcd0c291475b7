import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCHMARKS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/benchmarks.md',
);

const HEADER = `# Benchmarks

Figures measured with the scripts in \`bench/\` (run from the repository root; see each section for the exact
command). Each script rewrites only its own section, between its \`bench:<name>\` markers. Benchmarks are not part
of \`pnpm test\`.
`;

/** Replaces the section named `name` (between its markers) or appends it; the rest of the file is left alone. */
export async function writeSection(name: string, markdown: string, file = BENCHMARKS_FILE): Promise<void> {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? await readFile(file, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFile(file, next);
}

export const table = (head: string[], rows: (string | number)[][]): string =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
