import { MuteUser } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { accountActor, asOption, asSchema } from '../../acting-moderator.js';
import { unwrap } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions, username } from '../../options.js';
import { asSuffix, presentAccountActor, presentUser } from '../../present.js';
import { userNamed } from '../../users.js';

const schema = z.object({ username, unmute: z.boolean().default(false), as: asSchema, ...globals });

export const userMute = new Command('mute')
  .summary('mute a user (or unmute with --unmute)')
  .description(
    'A muted user can still browse and download but cannot post, review or comment. Recorded in the account audit log, as the moderator named by --as or as the operator.',
  )
  .option('--username <username>', 'the user (required)')
  .option('--unmute', 'lift the mute instead')
  .addOption(asOption('the moderator to act as (default: the operator at the console)'))
  .addHelpText('after', examples('user mute --username spammer', 'user mute --username spammer --unmute'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const actor = await accountActor(hub.uow, options.as);
      const found = await userNamed(hub.uow, options.username);
      const user = unwrap(
        await hub.useCase(MuteUser).execute(actor, { userId: found.id, muted: !options.unmute }),
      );
      out.done(
        { user: presentUser(user), actedAs: presentAccountActor(actor) },
        `${user.username} (#${user.id}) is ${user.muted ? 'muted' : 'no longer muted'}${asSuffix(actor)}.`,
      );
    });
  });
