import { Command } from 'commander';
import { z } from 'zod';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions } from '../../options.js';

const schema = z.object({ ...globals });

export const pagesList = new Command('list')
  .summary('list the operator pages this hub answers')
  .description(
    'Lists every page under /articles/ and /content/: those written as files under <data dir>/pages, and the built-in pages no file replaces yet. This is what `atelier pages` runs.',
  )
  .addHelpText('after', examples('pages', 'pages list --json'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub({ ...options, writes: false }, async (hub, out) => {
      const pages = await hub.pages.list();
      out.done(
        { pages },
        pages.map((page) => `  /${page.slug}${page.source === 'built-in' ? ' (built-in text)' : ''}`),
      );
    });
  });
