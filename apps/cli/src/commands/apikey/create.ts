import { API_KEY_SCOPES, DEFAULT_API_KEY_SCOPE } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions, username } from '../../options.js';
import { userNamed } from '../../users.js';

const schema = z.object({
  username,
  name: z.string().trim().min(1, { error: 'must not be empty' }).max(100).default('cli'),
  scope: z.enum(API_KEY_SCOPES).default(DEFAULT_API_KEY_SCOPE),
  ...globals,
});

export const apikeyCreate = new Command('create')
  .summary('create an API key for a user (printed once)')
  .description(
    'Creates a bearer API key that scripts use as `Authorization: Bearer <key>` or `?token=<key>`. Only a digest is stored: the key is printed this once and cannot be shown again.',
  )
  .option('--username <username>', 'the user the key acts as (required)')
  .option('--name <name>', 'a label to tell keys apart', 'cli')
  .option(
    '--scope <scope>',
    'read (queries and downloads only) or write (everything the user may do)',
    DEFAULT_API_KEY_SCOPE,
  )
  .addHelpText(
    'after',
    examples(
      'apikey create --username alice --name "nightly sync"',
      'apikey create --username alice --name mirror --scope read',
      'apikey create --username alice --json',
    ),
  )
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const user = await userNamed(hub.uow, options.username);
      const issued = await hub.accounts.createApiKey(user.id, options.name, options.scope);
      out.done(
        {
          apiKey: {
            id: issued.id,
            name: issued.name,
            prefix: issued.prefix,
            scope: issued.scope,
            key: issued.key,
          },
          user: { id: user.id, username: user.username },
        },
        [
          `API key "${issued.name}" (#${issued.id}, ${issued.scope}) for ${user.username}:`,
          issued.key,
          'Store it now: it is not kept and cannot be shown again.',
        ],
      );
    });
  });
