import { GetModelAuditLog } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { actingModerator, asOption, asSchema, MODERATION_HINTS } from '../acting-moderator.js';
import { unwrap } from '../cli-errors.js';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, id, parseOptions } from '../options.js';
import { auditLine } from '../present.js';

const schema = z.object({ model: id('model'), as: asSchema, ...globals });

export const audit = new Command('audit')
  .summary("print a model's audit log")
  .description('Prints what owners and moderators did to a model, newest first, with who did it.')
  .option('--model <id>', 'the model (required)')
  .addOption(asOption())
  .addHelpText('after', examples('audit --model 5 --as alice', 'audit --model 5 --as alice --json'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub({ ...options, writes: false }, async (hub, out) => {
      const moderator = await actingModerator(hub.uow, options.as);
      const entries = unwrap(
        await hub.useCase(GetModelAuditLog).execute(moderator, { id: options.model }),
        MODERATION_HINTS,
      );
      const actorIds = [...new Set(entries.map((entry) => entry.actorId))];
      const actors = new Map(
        await hub.uow.read((r) =>
          Promise.all(
            actorIds.map(
              async (actorId) => [actorId, (await r.users.ofId(actorId))?.username ?? null] as const,
            ),
          ),
        ),
      );
      out.done(
        {
          model: { id: options.model },
          entries: entries.map((entry) => ({
            ...entry,
            actor: { id: entry.actorId, username: actors.get(entry.actorId) ?? null },
          })),
        },
        entries.length === 0
          ? `Model ${options.model} has no audit entries.`
          : entries.map((entry) => auditLine(entry, actors)),
      );
    });
  });
