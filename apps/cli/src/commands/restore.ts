import { RestoreModel, RestoreVersion } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { actingModerator, asOption, asSchema, MODERATION_HINTS } from '../acting-moderator.js';
import { unwrap } from '../cli-errors.js';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, id, parseOptions } from '../options.js';
import { presentActor, presentModel } from '../present.js';

const schema = z
  .object({ model: id('model').optional(), version: id('version').optional(), as: asSchema, ...globals })
  .refine((options) => (options.model === undefined) !== (options.version === undefined), {
    error: 'Give either --model or --version (one of them).',
  });

export const restore = new Command('restore')
  .summary('bring back a soft-deleted model or version')
  .description(
    'Restores a soft-deleted model or version as Unpublished, so its owner decides when to republish it; the reviews, posts and images its delete hid come back with it.',
  )
  .option('--model <id>', 'the deleted model')
  .option('--version <id>', 'the deleted version (of a model that is not deleted)')
  .addOption(asOption())
  .addHelpText('after', examples('restore --model 12 --as alice', 'restore --version 31 --as alice'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const moderator = await actingModerator(hub.uow, options.as);
      if (options.version !== undefined) {
        const version = unwrap(
          await hub.useCase(RestoreVersion).execute(moderator, { id: options.version }),
          MODERATION_HINTS,
        );
        out.done(
          {
            version: { id: version.id, modelId: version.modelId, name: version.name, status: version.status },
            actedAs: presentActor(moderator),
          },
          `Version ${version.id} of model ${version.modelId} restored as ${version.status} (as ${moderator.username}).`,
        );
        return;
      }
      const model = unwrap(
        await hub.useCase(RestoreModel).execute(moderator, { id: options.model as number }),
        MODERATION_HINTS,
      );
      out.done(
        { model: presentModel(model), actedAs: presentActor(moderator) },
        `Model ${model.id} restored as ${model.status} (as ${moderator.username}).`,
      );
    });
  });
