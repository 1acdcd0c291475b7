import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const BENCHMARKS_FILE = path.join(REPOSITORY_ROOT, 'docs/benchmarks.md');

/**
 * Formats `file` as the repository's lint wants it (`biome format`, with the root's configuration): the tables are
 * written unpadded, and `pnpm test` lints the Markdown too, so a bench run would otherwise leave the lint red.
 */
function formatMarkdown(file: string): void {
  const biome = createRequire(path.join(REPOSITORY_ROOT, 'package.json')).resolve('@biomejs/biome/bin/biome');
  const formatted = spawnSync(process.execPath, [biome, 'format', '--write', file], {
    cwd: REPOSITORY_ROOT,
    encoding: 'utf8',
  });
  if (formatted.status !== 0)
    throw new Error(
      `biome format ${file} failed (${formatted.status}):\n${formatted.stdout}${formatted.stderr}`,
    );
}

const HEADER = `# Benchmarks

Figures measured with the scripts in \`bench/\` (run from the repository root; see each section for the exact
command). Each script rewrites only its own section, between its \`bench:<name>\` markers. Benchmarks are not part
of \`pnpm test\`.
`;

/**
 * Replaces the section named `name` (between its markers) or appends it; the rest of the file is left alone. Then
 * formats the file.
 */
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
  formatMarkdown(file);
}

export const table = (head: string[], rows: (string | number)[][]): string =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
