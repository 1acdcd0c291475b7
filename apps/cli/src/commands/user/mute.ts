import { Command } from 'commander';
import { z } from 'zod';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions, username } from '../../options.js';
import { presentUser } from '../../present.js';
import { changeRoles, userNamed } from '../../users.js';

const schema = z.object({ username, unmute: z.boolean().default(false), ...globals });

export const userMute = new Command('mute')
  .summary('mute a user (or unmute with --unmute)')
  .description('A muted user can still browse and download but cannot post, review or comment.')
  .option('--username <username>', 'the user (required)')
  .option('--unmute', 'lift the mute instead')
  .addHelpText('after', examples('user mute --username spammer', 'user mute --username spammer --unmute'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const found = await userNamed(hub.uow, options.username);
      const user = await changeRoles(hub.uow, found.id, { muted: !options.unmute });
      out.done(
        { user: presentUser(user) },
        `${user.username} (#${user.id}) is ${user.muted ? 'muted' : 'no longer muted'}.`,
      );
    });
  });
