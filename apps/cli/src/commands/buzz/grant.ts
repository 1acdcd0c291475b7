import { randomUUID } from 'node:crypto';
import { GrantBuzz } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { accountActor, asOption, asSchema } from '../../acting-moderator.js';
import { unwrap } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions, username } from '../../options.js';
import { asSuffix, presentAccountActor } from '../../present.js';
import { userNamed } from '../../users.js';

const schema = z.object({
  username,
  amount: z.string({ error: 'is required (whole Buzz)' }).transform(Number),
  idempotencyKey: z.string().trim().min(1, { error: 'must not be empty' }).max(200).optional(),
  as: asSchema,
  ...globals,
});

export const buzzGrant = new Command('grant')
  .summary('mint Buzz into a user’s account')
  .description(
    'Mints Buzz to a user through the ledger. Every grant carries an idempotency key (random unless given): repeating a grant with the same key credits nothing more and says so, which makes retries after a timeout safe. Recorded in the account audit log, as the moderator named by --as or as the operator.',
  )
  .option('--username <username>', 'who receives the Buzz (required)')
  .option('--amount <n>', 'whole Buzz, at least 1 (required)')
  .option('--idempotency-key <key>', 'names this grant; reuse it to retry safely (default: random)')
  .addOption(asOption('the moderator to act as (default: the operator at the console)'))
  .addHelpText(
    'after',
    examples(
      'buzz grant --username alice --amount 500',
      'buzz grant --username alice --amount 500 --idempotency-key march-bonus-alice --json',
    ),
  )
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    const idempotencyKey = options.idempotencyKey ?? `cli-grant:${randomUUID()}`;
    await withHub(options, async (hub, out) => {
      const actor = await accountActor(hub.uow, options.as);
      const found = await userNamed(hub.uow, options.username);
      const { entry, replayed, balance, user } = unwrap(
        await hub
          .useCase(GrantBuzz)
          .execute(actor, { userId: found.id, amount: options.amount, idempotencyKey }),
      );
      out.done(
        {
          entry,
          replayed,
          balance,
          user: { id: user.id, username: user.username },
          actedAs: presentAccountActor(actor),
        },
        replayed
          ? `Already granted with key ${idempotencyKey}: nothing more credited. ${user.username} has ${balance} Buzz.`
          : `Granted ${entry.amount} Buzz to ${user.username} (key ${idempotencyKey})${asSuffix(actor)}. Balance: ${balance} Buzz.`,
      );
    });
  });
