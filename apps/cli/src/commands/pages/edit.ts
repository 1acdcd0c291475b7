import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { pageSlugOf } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { cliErrors, Refusal, unwrap } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions } from '../../options.js';
import { readStdin } from '../../stdin.js';

const schema = z.object({
  from: z.string().min(1, { error: 'must name a file, or - for standard input' }).optional(),
  ...globals,
});

/** The text a page starts from when it has no file and no built-in text: a title line to replace. */
const blankPage = (slug: string) =>
  `# ${slug.split('/').at(-1) ?? slug}\n\nWrite the page here in Markdown.\n`;

/** Runs the operator's editor on the file and waits for it; `EDITOR` may carry arguments (`code --wait`). */
const runEditor = (file: string): void => {
  const editor = process.env.VISUAL?.trim() || process.env.EDITOR?.trim() || 'vi';
  const [command = 'vi', ...args] = editor.split(/\s+/);
  const run = spawnSync(command, [...args, file], { stdio: 'inherit' });
  if (run.error) throw new Refusal(cliErrors.editorFailed(editor, `could not start (${run.error.message})`));
  if (run.status !== 0) throw new Refusal(cliErrors.editorFailed(editor, `exited with status ${run.status}`));
};

export const pagesEdit = new Command('edit')
  .summary('write an operator page (/articles/…, /content/…) in Markdown')
  .description(
    'Opens $VISUAL or $EDITOR (vi by default) on the page\'s Markdown file under <data dir>/pages, creating it first from the built-in text (or a blank page) when it is missing. With --from FILE (or --from - for standard input) the page is written from that text instead, for scripts. The first "# " line is the page\'s title; pages are rendered and sanitised on every view, so a save shows at once.',
  )
  .argument('<slug>', 'the page address without its leading slash, e.g. articles/6341 or content/tos')
  .option(
    '--from <file>',
    'write the page from this file (- reads standard input) instead of opening an editor',
  )
  .addHelpText(
    'after',
    examples(
      'pages edit content/tos',
      'pages edit articles/6341 --from ./early-access.md',
      'cat tos.md | atelier pages edit content/tos --from -',
    ),
  )
  .action(async (slugArgument: string, _options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    const slug = unwrap(pageSlugOf(slugArgument));
    const text =
      options.from === undefined
        ? null
        : options.from === '-'
          ? await readStdin()
          : await readFile(options.from, 'utf8');
    await withHub(options, async (hub, out) => {
      if (text !== null) {
        const file = await hub.pages.write(slug, text);
        out.done({ page: { slug, file } }, `Page /${slug} written (${file}).`);
        return;
      }
      const file = hub.pages.fileOf(slug);
      const existing = await hub.pages.markdownOf(slug);
      // Materialise the built-in (or a blank) text as the operator's own file before the editor opens it.
      await hub.pages.write(
        slug,
        (await readFile(file, 'utf8').catch(() => null)) ?? existing ?? blankPage(slug),
      );
      runEditor(file);
      out.done({ page: { slug, file } }, `Page /${slug} saved (${file}).`);
    });
  });
