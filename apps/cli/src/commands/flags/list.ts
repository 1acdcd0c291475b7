import type { FlagState } from '@atelier/adapters';
import { Command } from 'commander';
import { z } from 'zod';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions } from '../../options.js';

const schema = z.object({ ...globals });

/** A flag for `--json`: its value, where it comes from, and when an operator last set it. */
export const presentFlag = (flag: FlagState) => ({
  name: flag.name,
  on: flag.on,
  source: flag.source,
  updatedAt: flag.updatedAt?.toISOString() ?? null,
});

const lineOf = (flag: FlagState): string =>
  `  ${flag.name.padEnd(16)} ${flag.on ? 'on ' : 'off'}  ${
    flag.source === 'database'
      ? `set ${flag.updatedAt?.toISOString() ?? ''}`
      : 'default (ATELIER_FLAG_* or on)'
  }`;

export const flagsList = new Command('list')
  .summary('list the feature flags and whether each is on')
  .description(
    'Lists every feature flag with its value as the servers see it: set with `atelier flags set` (kept in the database), or else its ATELIER_FLAG_* default from the environment (on when unset). This is what `atelier flags` runs; it works on a read-only hub too.',
  )
  .addHelpText('after', examples('flags', 'flags list --json'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub({ ...options, writes: false }, async (hub, out) => {
      const flags = await hub.flags.list();
      out.done({ flags: flags.map(presentFlag) }, flags.map(lineOf));
    });
  });
