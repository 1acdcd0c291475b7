import { UnpublishForViolation } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { actingModerator, asOption, asSchema, MODERATION_HINTS } from '../acting-moderator.js';
import { unwrap } from '../cli-errors.js';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, id, parseOptions } from '../options.js';
import { presentActor, presentModel } from '../present.js';

const schema = z.object({
  model: id('model'),
  reason: z.string({ error: 'is required (why the model breaks the rules)' }),
  message: z.string().optional(),
  as: asSchema,
  ...globals,
});

export const unpublishViolation = new Command('unpublish-violation')
  .summary('unpublish a model for breaking the rules')
  .description(
    'Unpublishes a published model and its published versions for a violation. The owner sees the reason and the optional message, and may request a review.',
  )
  .option('--model <id>', 'the published model (required)')
  .option('--reason <text>', 'the rule broken, shown to the owner (required)')
  .option('--message <text>', 'a message for the owner')
  .addOption(asOption())
  .addHelpText(
    'after',
    examples(
      'unpublish-violation --model 5 --reason "Depicts a real person" --as alice',
      'unpublish-violation --model 5 --reason Spam --message "Please remove the links" --as alice --json',
    ),
  )
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const moderator = await actingModerator(hub.uow, options.as);
      const model = unwrap(
        await hub.useCase(UnpublishForViolation).execute(moderator, {
          id: options.model,
          reason: options.reason,
          customMessage: options.message ?? null,
        }),
        MODERATION_HINTS,
      );
      out.done(
        { model: presentModel(model), actedAs: presentActor(moderator) },
        `Model ${model.id} unpublished for a violation: ${model.meta.unpublishedReason} (as ${moderator.username}).`,
      );
    });
  });
