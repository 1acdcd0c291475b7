import { RestoreModel } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { actingModerator, asOption, asSchema, MODERATION_HINTS } from '../acting-moderator.js';
import { unwrap } from '../cli-errors.js';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, id, parseOptions } from '../options.js';
import { presentActor, presentModel } from '../present.js';

const schema = z.object({ model: id('model'), as: asSchema, ...globals });

export const restore = new Command('restore')
  .summary('bring back a soft-deleted model')
  .description('Restores a soft-deleted model as Unpublished, so its owner decides when to republish it.')
  .option('--model <id>', 'the deleted model (required)')
  .addOption(asOption())
  .addHelpText('after', examples('restore --model 12 --as alice'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const moderator = await actingModerator(hub.uow, options.as);
      const model = unwrap(
        await hub.useCase(RestoreModel).execute(moderator, { id: options.model }),
        MODERATION_HINTS,
      );
      out.done(
        { model: presentModel(model), actedAs: presentActor(moderator) },
        `Model ${model.id} restored as ${model.status} (as ${moderator.username}).`,
      );
    });
  });
