import { PurgeDeleted } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { unwrap } from '../cli-errors.js';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, parseOptions } from '../options.js';

const schema = z.object({
  dryRun: z.boolean().default(false),
  olderThanDays: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, { error: 'must be a whole number of days from 1' })
    .transform(Number)
    .optional(),
  ...globals,
});

export const purge = new Command('purge')
  .summary('remove soft-deleted models and versions past the retention window, with their files')
  .description(
    'Permanently removes the models and versions soft-deleted more than ATELIER_RETENTION_DAYS days ago (30 by default), their files in storage included, then pays out the early-access escrow that is due. Run it daily (cron, systemd timer).',
  )
  .option('--dry-run', 'only list what would be removed')
  .option('--older-than-days <days>', 'the retention window for this run (default: ATELIER_RETENTION_DAYS)')
  .addHelpText('after', examples('purge --dry-run', 'purge --json', 'purge --older-than-days 7'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const retentionDays = options.olderThanDays ?? hub.config.retentionDays;
      const report = unwrap(
        await hub.useCase(PurgeDeleted).execute({ retentionDays, dryRun: options.dryRun }),
      );
      const items = report.purged.map((item) => ({
        kind: item.kind,
        id: item.id,
        modelId: item.modelId,
        name: item.name,
        deletedAt: item.deletedAt.toISOString(),
      }));
      const verb = report.dryRun ? 'Would remove' : 'Removed';
      out.done(
        {
          dryRun: report.dryRun,
          retentionDays,
          cutoff: report.cutoff.toISOString(),
          purged: items,
          filesRemoved: report.filesRemoved,
          escrow: report.escrow,
        },
        [
          `${verb} ${items.length} soft-deleted item(s) deleted before ${report.cutoff.toISOString()}.`,
          ...items.map((item) => `  ${item.kind} ${item.id} "${item.name}" (deleted ${item.deletedAt})`),
          ...(report.dryRun
            ? []
            : [
                `${report.filesRemoved} file(s) removed from storage.`,
                `Escrow: ${report.escrow.released} payment(s), ${report.escrow.buzz} Buzz released to creators.`,
              ]),
        ],
      );
    });
  });
