import { randomUUID } from 'node:crypto';
import { TipUser } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { unwrap } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions, username } from '../../options.js';
import { userNamed } from '../../users.js';

const schema = z.object({
  from: username,
  to: username,
  amount: z.string({ error: 'is required (whole Buzz)' }).transform(Number),
  idempotencyKey: z.string().trim().min(1, { error: 'must not be empty' }).max(200).optional(),
  ...globals,
});

export const buzzTip = new Command('tip')
  .summary('tip Buzz from one user to another, as the sender')
  .description(
    'Moves Buzz from one user to another through the same use case as the site’s tip button (buzz.tip): the sender must have the Buzz, cannot tip themselves, and the recipient is notified.',
  )
  .option('--from <username>', 'the sender, whose Buzz moves (required)')
  .option('--to <username>', 'the recipient (required)')
  .option('--amount <n>', 'whole Buzz, at least 1 (required)')
  .option('--idempotency-key <key>', 'names this tip; reuse it to retry safely (default: random)')
  .addHelpText('after', examples('buzz tip --from alice --to bob --amount 10'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    const idempotencyKey = options.idempotencyKey ?? `cli-tip:${randomUUID()}`;
    await withHub(options, async (hub, out) => {
      const sender = await userNamed(hub.uow, options.from);
      const recipient = await userNamed(hub.uow, options.to);
      const entry = unwrap(
        await hub.useCase(TipUser).execute(sender, {
          toUserId: recipient.id,
          amount: options.amount,
          entityType: 'user',
          entityId: recipient.id,
          idempotencyKey,
        }),
      );
      out.done(
        {
          entry,
          from: { id: sender.id, username: sender.username },
          to: { id: recipient.id, username: recipient.username },
        },
        `${sender.username} tipped ${recipient.username} ${entry.amount} Buzz (key ${idempotencyKey}).`,
      );
    });
  });
