import { CreateVouchers } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { accountActor, asOption, asSchema } from '../../acting-moderator.js';
import { unwrap } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions } from '../../options.js';
import { presentAccountActor } from '../../present.js';

const schema = z.object({
  amount: z.string({ error: 'is required (whole Buzz)' }).transform(Number),
  count: z.string().default('1').transform(Number),
  as: asSchema,
  ...globals,
});

export const buzzVouchersCreate = new Command('create')
  .summary('print new voucher codes worth Buzz, to sell or hand out')
  .description(
    'Issues voucher codes, the reference way to sell Buzz (docs/buzz.md, "Selling Buzz"): each code is worth --amount Buzz and redeems once on /purchase/buzz, credited through the ledger. Codes are random (80 bits) and shown only now: the hub keeps only a digest of each, so print or store them where they will be handed out.',
  )
  .option('--amount <n>', 'whole Buzz each code is worth, at least 1 (required)')
  .option('--count <k>', 'how many codes, from 1 to 1000', '1')
  .addOption(asOption('the moderator to act as (default: the operator at the console)'))
  .addHelpText(
    'after',
    examples('buzz vouchers create --amount 500', 'buzz vouchers create --amount 1000 --count 20 --json'),
  )
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const actor = await accountActor(hub.uow, options.as);
      const { amount, codes } = unwrap(
        await hub.useCase(CreateVouchers).execute(actor, { amount: options.amount, count: options.count }),
      );
      out.done({ amount, codes, actedAs: presentAccountActor(actor) }, [
        `${codes.length} voucher${codes.length === 1 ? '' : 's'} worth ${amount} Buzz each (shown once, keep them safe):`,
        ...codes,
      ]);
    });
  });
