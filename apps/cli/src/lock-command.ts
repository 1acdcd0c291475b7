import { ToggleCommentsLock, ToggleModelLock } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { actingModerator, asOption, asSchema, MODERATION_HINTS } from './acting-moderator.js';
import { unwrap } from './cli-errors.js';
import { examples } from './help.js';
import { withHub } from './hub.js';
import { globals, id, parseOptions } from './options.js';
import { presentActor, presentModel } from './present.js';

const schema = z.object({ model: id('model'), as: asSchema, ...globals });

type LockTarget = 'model' | 'comments';

const WHAT: Record<LockTarget, { lock: string; unlock: string }> = {
  model: { lock: 'lock a model', unlock: 'unlock a model' },
  comments: { lock: "turn a model's discussion off", unlock: "turn a model's discussion back on" },
};

/** `lock`/`unlock` (the model lock) and `lock-comments`/`unlock-comments` differ only in use case and direction. */
export const lockCommand = (name: string, target: LockTarget, locked: boolean): Command =>
  new Command(name)
    .summary(WHAT[target][locked ? 'lock' : 'unlock'])
    .description(
      target === 'model'
        ? `${locked ? 'Locks' : 'Unlocks'} a model (separate from locking its comments). Recorded in the audit log.`
        : `${locked ? 'Locks' : 'Unlocks'} the discussion of a model (separate from the model lock). Recorded in the audit log.`,
    )
    .option('--model <id>', 'the model (required)')
    .addOption(asOption())
    .addHelpText('after', examples(`${name} --model 5 --as alice`))
    .action(async (_options, command: Command) => {
      const options = parseOptions(schema, command.optsWithGlobals());
      await withHub(options, async (hub, out) => {
        const moderator = await actingModerator(hub.uow, options.as);
        const useCase = target === 'model' ? hub.useCase(ToggleModelLock) : hub.useCase(ToggleCommentsLock);
        const model = unwrap(
          await useCase.execute(moderator, { id: options.model, locked }),
          MODERATION_HINTS,
        );
        const state = locked ? 'locked' : 'unlocked';
        out.done(
          { model: presentModel(model), actedAs: presentActor(moderator) },
          `Model ${model.id}: ${target === 'model' ? 'model' : 'comments'} ${state} (as ${moderator.username}).`,
        );
      });
    });
