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

export const table = (head: string[], rows: (string | number)[][]): string => {
  // Columns padded to their widest cell, so the file reads as a table before it is rendered.
  const cells = [head, ...rows].map((row) => row.map(String));
  const widths = head.map((_, column) => Math.max(3, ...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    `| ${widths.map((width, column) => (row[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [
    line(cells[0] ?? []),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
};
