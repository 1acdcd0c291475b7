import { randomUUID } from 'node:crypto';
import { validateBuzzAmount } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { unwrap } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions, username } from '../../options.js';
import { userNamed } from '../../users.js';

const schema = z.object({
  username,
  amount: z.string({ error: 'is required (whole Buzz)' }).transform(Number),
  idempotencyKey: z.string().trim().min(1, { error: 'must not be empty' }).max(200).optional(),
  ...globals,
});

export const buzzGrant = new Command('grant')
  .summary('mint Buzz into a user’s account')
  .description(
    'Mints Buzz to a user through the ledger. Every grant carries an idempotency key (random unless given): repeating a grant with the same key credits nothing more and says so, which makes retries after a timeout safe.',
  )
  .option('--username <username>', 'who receives the Buzz (required)')
  .option('--amount <n>', 'whole Buzz, at least 1 (required)')
  .option('--idempotency-key <key>', 'names this grant; reuse it to retry safely (default: random)')
  .addHelpText(
    'after',
    examples(
      'buzz grant --username alice --amount 500',
      'buzz grant --username alice --amount 500 --idempotency-key march-bonus-alice --json',
    ),
  )
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    const amount = unwrap(validateBuzzAmount(options.amount));
    const idempotencyKey = options.idempotencyKey ?? `cli-grant:${randomUUID()}`;
    await withHub(options, async (hub, out) => {
      const user = await userNamed(hub.uow, options.username);
      // No domain use case mints Buzz; the ledger port is the one way Buzz moves, with the same key rules.
      const receipt = unwrap(
        await hub.uow.run((r) =>
          r.ledger.transfer({
            idempotencyKey,
            kind: 'mint',
            fromUserId: null,
            toUserId: user.id,
            amount,
            reference: 'cli:grant',
          }),
        ),
      );
      const balance = await hub.uow.read((r) => r.ledger.balanceOf(user.id));
      out.done(
        {
          entry: receipt.entry,
          replayed: receipt.replayed,
          balance,
          user: { id: user.id, username: user.username },
        },
        receipt.replayed
          ? `Already granted with key ${idempotencyKey}: nothing more credited. ${user.username} has ${balance} Buzz.`
          : `Granted ${amount} Buzz to ${user.username} (key ${idempotencyKey}). Balance: ${balance} Buzz.`,
      );
    });
  });
