import { RescanModel, type Scanner } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { actingModerator, asOption, asSchema, MODERATION_HINTS } from '../acting-moderator.js';
import { unwrap } from '../cli-errors.js';
import { examples } from '../help.js';
import type { Hub } from '../hub.js';
import { withHub } from '../hub.js';
import { globals, id, parseOptions } from '../options.js';
import { presentActor } from '../present.js';
import type { Progress } from '../progress.js';

const schema = z.object({ model: id('model'), as: asSchema, ...globals });

/** How many files a rescan of the model will scan: the progress bar's total. */
const fileCount = (hub: Hub, modelId: number): Promise<number> =>
  hub.uow.read(async (r) => {
    const versions = await r.versions.ofModel(modelId);
    return (await r.files.ofVersions(versions.map((version) => version.id))).length;
  });

/** The hub's scanner, ticking the bar after each file. */
const reportingScanner = (scanner: Scanner, progress: Progress): Scanner => ({
  async scan(storageKey) {
    const report = await scanner.scan(storageKey);
    progress.tick(1, storageKey);
    return report;
  },
});

export const rescan = new Command('rescan')
  .summary('hash and rescan every file of a model for viruses and unsafe pickles')
  .description(
    'Reads every file of every version of the model again: hashes it (a changed AutoV2 is recorded in the audit log) and scans it, and saves the verdicts; files found dangerous stop being served to non-moderators. Shows a progress bar per file on a terminal.',
  )
  .option('--model <id>', 'the model (required)')
  .addOption(asOption())
  .addHelpText('after', examples('rescan --model 5 --as alice', 'rescan --model 5 --as alice --json'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const moderator = await actingModerator(hub.uow, options.as);
      const progress = out.progress(`Scanning model ${options.model}`, await fileCount(hub, options.model));
      // The same use case the server runs, given a scanner that reports each file to the progress bar.
      const useCase = new RescanModel({
        uow: hub.uow,
        clock: hub.clock,
        scanner: reportingScanner(hub.scanner, progress),
        inspector: hub.inspector,
      });
      const summary = await useCase.execute(moderator, { id: options.model }).finally(() => progress.stop());
      const { scanned, dangerous } = unwrap(summary, MODERATION_HINTS);
      out.done(
        { model: { id: options.model }, scanned, dangerous, actedAs: presentActor(moderator) },
        `Model ${options.model}: rescanned ${scanned} file${scanned === 1 ? '' : 's'}, ${dangerous} dangerous (as ${moderator.username}).`,
      );
    });
  });
