import { ToggleCannotPromote } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { actingModerator, asOption, asSchema, MODERATION_HINTS } from '../acting-moderator.js';
import { unwrap } from '../cli-errors.js';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, id, parseOptions } from '../options.js';
import { presentActor } from '../present.js';

const schema = z.object({ model: id('model'), as: asSchema, ...globals });

export const toggleCannotPromote = new Command('toggle-cannot-promote')
  .summary('ban or allow promoting a model')
  .description(
    'Flips whether the model may be promoted, and prints the new state. Recorded in the audit log.',
  )
  .option('--model <id>', 'the model (required)')
  .addOption(asOption())
  .addHelpText('after', examples('toggle-cannot-promote --model 5 --as alice'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const moderator = await actingModerator(hub.uow, options.as);
      const { id: modelId, meta } = unwrap(
        await hub.useCase(ToggleCannotPromote).execute(moderator, { id: options.model }),
        MODERATION_HINTS,
      );
      out.done(
        { model: { id: modelId, cannotPromote: meta.cannotPromote }, actedAs: presentActor(moderator) },
        `Model ${modelId}: promoting is now ${meta.cannotPromote ? 'banned' : 'allowed'} (as ${moderator.username}).`,
      );
    });
  });
