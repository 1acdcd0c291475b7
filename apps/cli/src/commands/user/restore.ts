import { CONSOLE, RestoreAccount } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { unwrap } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions, username } from '../../options.js';
import { presentUser } from '../../present.js';

const schema = z.object({ username, ...globals });

export const userRestore = new Command('restore')
  .summary('restore an account its owner deleted, within the retention window')
  .description(
    'Undoes a deletion made on /user/account/delete: the account signs in again, its models and content are visible again and its Buzz moves again. Sessions and API keys revoked at deletion stay revoked: the owner signs in with the password again. Refused once ATELIER_ACCOUNT_RETENTION_DAYS (default 30) have passed since the deletion. Recorded in the account audit log as the operator.',
  )
  .argument('<username>', 'the deleted account')
  .addHelpText('after', examples('user restore alice', 'user restore alice --json'))
  .action(async (name: string, _options, command: Command) => {
    const options = parseOptions(schema, { ...command.optsWithGlobals(), username: name });
    await withHub(options, async (hub, out) => {
      const user = unwrap(await hub.useCase(RestoreAccount).execute(CONSOLE, { username: options.username }));
      out.done(
        { user: presentUser(user) },
        `${user.username} (#${user.id}) is restored. Their sessions and API keys stay revoked.`,
      );
    });
  });
