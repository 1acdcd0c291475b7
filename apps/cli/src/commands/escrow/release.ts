import { ReleaseDueEscrow } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { unwrap } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions } from '../../options.js';

const schema = z.object({ ...globals });

export const escrowRelease = new Command('release')
  .summary('pay creators the early-access earnings whose window has ended')
  .description(
    'Releases every early-access payment held in escrow whose window has ended to its creator. The server does this at start and every 15 minutes; running it again only finishes what is due.',
  )
  .addHelpText('after', examples('escrow release', 'escrow release --json'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const { released, buzz } = unwrap(await hub.useCase(ReleaseDueEscrow).execute());
      out.done({ released, buzz }, `${released} payment(s), ${buzz} Buzz released to creators.`);
    });
  });
