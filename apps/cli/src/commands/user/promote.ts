import { GRANTABLE_ROLES, PromoteUser } from '@atelier/domain';
import { Command, Option } from 'commander';
import { z } from 'zod';
import { accountActor, asOption, asSchema } from '../../acting-moderator.js';
import { unwrap } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions, username } from '../../options.js';
import { asSuffix, presentAccountActor, presentUser, rolesLine } from '../../present.js';
import { userNamed } from '../../users.js';

const schema = z.object({
  username,
  to: z.enum(GRANTABLE_ROLES, { error: `must be one of ${GRANTABLE_ROLES.join(', ')}` }).default('moderator'),
  as: asSchema,
  ...globals,
});

export const userPromote = new Command('promote')
  .summary('make a user a moderator or a member')
  .description(
    'Gives a user the moderator role (the default) or membership (with a member’s vault). Roles already held are kept. Recorded in the account audit log, as the moderator named by --as or as the operator.',
  )
  .option('--username <username>', 'the user (required)')
  .addOption(new Option('--to <role>', 'the role to give').choices(GRANTABLE_ROLES).default('moderator'))
  .addOption(asOption('the moderator to act as (default: the operator at the console)'))
  .addHelpText(
    'after',
    examples('user promote --username alice', 'user promote --username bob --to member --as alice'),
  )
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const actor = await accountActor(hub.uow, options.as);
      const found = await userNamed(hub.uow, options.username);
      const user = unwrap(
        await hub.useCase(PromoteUser).execute(actor, { userId: found.id, roles: [options.to] }),
      );
      out.done(
        { user: presentUser(user), actedAs: presentAccountActor(actor) },
        `${user.username} (#${user.id}) is now: ${rolesLine(user)}${asSuffix(actor)}.`,
      );
    });
  });
