import { ChangeMode } from '@atelier/domain';
import { Command, Option } from 'commander';
import { z } from 'zod';
import { actingModerator, asOption, asSchema, MODERATION_HINTS } from '../acting-moderator.js';
import { unwrap } from '../cli-errors.js';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, id, parseOptions } from '../options.js';
import { presentActor } from '../present.js';

const MODES = ['Archived', 'TakenDown', 'none'] as const;

const schema = z.object({
  model: id('model'),
  mode: z.enum(MODES, { error: `must be one of ${MODES.join(', ')}` }),
  as: asSchema,
  ...globals,
});

export const changeMode = new Command('change-mode')
  .summary('archive, take down or bring back a model')
  .description(
    'Sets the mode of a model: Archived (files no longer downloadable), TakenDown (the page is removed), or none to bring it back. Recorded in the audit log.',
  )
  .option('--model <id>', 'the model (required)')
  .addOption(new Option('--mode <mode>', 'the new mode (required)').choices(MODES))
  .addOption(asOption())
  .addHelpText(
    'after',
    examples(
      'change-mode --model 5 --mode Archived --as alice',
      'change-mode --model 5 --mode none --as alice --json',
    ),
  )
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const moderator = await actingModerator(hub.uow, options.as);
      const mode = options.mode === 'none' ? null : options.mode;
      const change = unwrap(
        await hub.useCase(ChangeMode).execute(moderator, { id: options.model, mode }),
        MODERATION_HINTS,
      );
      out.done(
        { model: change, actedAs: presentActor(moderator) },
        `Model ${change.id}: mode ${change.previousMode ?? 'none'} → ${change.mode ?? 'none'} (as ${moderator.username}).`,
      );
    });
  });
