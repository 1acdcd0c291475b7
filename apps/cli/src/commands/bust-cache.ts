import { BustVersionCache } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { actingModerator, asOption, asSchema, MODERATION_HINTS } from '../acting-moderator.js';
import { unwrap } from '../cli-errors.js';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, id, parseOptions } from '../options.js';
import { presentActor } from '../present.js';

const schema = z.object({ version: id('model version'), as: asSchema, ...globals });

export const bustCache = new Command('bust-cache')
  .summary("drop a model version's and its model's cached data")
  .description(
    "Invalidates the cached data of a model version and of its model (the tags modelVersion:{id} and model:{id}) and records it in the audit log. The cache lives in each server process and its entries expire after a minute: a running server picks the change up then (the site's moderator menu busts its cache at once).",
  )
  .option('--version <id>', 'the model version (required)')
  .addOption(asOption())
  .addHelpText('after', examples('bust-cache --version 42 --as alice'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const moderator = await actingModerator(hub.uow, options.as);
      const { tags } = unwrap(
        await hub.useCase(BustVersionCache).execute(moderator, { id: options.version }),
        MODERATION_HINTS,
      );
      out.done(
        { version: { id: options.version }, tags, actedAs: presentActor(moderator) },
        `Cache of model version ${options.version} invalidated (${tags.join(', ')}) (as ${moderator.username}).`,
      );
    });
  });
