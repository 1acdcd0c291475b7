import { GetBuzzBalance } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { unwrap } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions, username } from '../../options.js';
import { userNamed } from '../../users.js';

const schema = z.object({ username, ...globals });

export const buzzBalance = new Command('balance')
  .summary('print a user’s Buzz balance')
  .option('--username <username>', 'the user (required)')
  .addHelpText('after', examples('buzz balance --username alice --json'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub({ ...options, writes: false }, async (hub, out) => {
      const user = await userNamed(hub.uow, options.username);
      const { balance } = unwrap(await hub.useCase(GetBuzzBalance).execute(user));
      out.done(
        { balance, user: { id: user.id, username: user.username } },
        `${user.username} has ${balance} Buzz.`,
      );
    });
  });
