import { Command, Option } from 'commander';
import { z } from 'zod';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions, username } from '../../options.js';
import { presentUser, rolesLine } from '../../present.js';
import { changeRoles, userNamed } from '../../users.js';

const ROLES = ['moderator', 'member'] as const;

const schema = z.object({
  username,
  to: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }).default('moderator'),
  ...globals,
});

export const userPromote = new Command('promote')
  .summary('make a user a moderator or a member')
  .description('Gives a user the moderator role (the default) or membership. Roles already held are kept.')
  .option('--username <username>', 'the user (required)')
  .addOption(new Option('--to <role>', 'the role to give').choices(ROLES).default('moderator'))
  .addHelpText('after', examples('user promote --username alice', 'user promote --username bob --to member'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const found = await userNamed(hub.uow, options.username);
      const user = await changeRoles(
        hub.uow,
        found.id,
        options.to === 'moderator' ? { isModerator: true } : { isMember: true },
      );
      out.done({ user: presentUser(user) }, `${user.username} (#${user.id}) is now: ${rolesLine(user)}.`);
    });
  });
