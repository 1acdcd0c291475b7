import { DeleteModel } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { actingModerator, asOption, asSchema, MODERATION_HINTS } from '../acting-moderator.js';
import { unwrap } from '../cli-errors.js';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, id, parseOptions } from '../options.js';
import { presentActor } from '../present.js';

const schema = z.object({
  model: id('model'),
  permanent: z.boolean().default(false),
  as: asSchema,
  ...globals,
});

export const deleteModel = new Command('delete')
  .summary('delete a model (soft by default)')
  .description(
    'Soft-deletes a model (it can be brought back with `atelier restore`), or with --permanent removes it with its versions, files, posts and reviews for good.',
  )
  .option('--model <id>', 'the model (required)')
  .option('--permanent', 'delete for good; cannot be undone')
  .addOption(asOption())
  .addHelpText('after', examples('delete --model 12 --as alice', 'delete --model 12 --permanent --as alice'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const moderator = await actingModerator(hub.uow, options.as);
      unwrap(
        await hub
          .useCase(DeleteModel)
          .execute(moderator, { id: options.model, permanently: options.permanent }),
        MODERATION_HINTS,
      );
      out.done(
        { model: { id: options.model, permanent: options.permanent }, actedAs: presentActor(moderator) },
        options.permanent
          ? `Model ${options.model} deleted permanently (as ${moderator.username}).`
          : `Model ${options.model} deleted; \`atelier restore --model ${options.model}\` brings it back (as ${moderator.username}).`,
      );
    });
  });
