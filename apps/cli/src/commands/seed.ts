import { PRESET_NAMES, type SeedProgress, seed as seedDatabase } from '@atelier/adapters';
import { Command, Option } from 'commander';
import { z } from 'zod';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, parseOptions } from '../options.js';
import type { Output } from '../output.js';
import type { Progress } from '../progress.js';

const schema = z.object({
  preset: z.enum(PRESET_NAMES, { error: `must be one of ${PRESET_NAMES.join(', ')}` }).default('small'),
  ...globals,
});

const PHASES: Record<SeedProgress['phase'], string> = {
  users: 'Users',
  models: 'Models',
  social: 'Follows, collections, goals',
  buzz: 'Buzz transfers',
};

/** One bar per seeding phase, each replaced by the next. */
const phaseBars = (out: Output) => {
  let current: { phase: SeedProgress['phase']; bar: Progress } | null = null;
  return {
    onProgress(progress: SeedProgress) {
      if (current?.phase !== progress.phase) {
        current?.bar.stop();
        current = { phase: progress.phase, bar: out.progress(PHASES[progress.phase], progress.total) };
      }
      current.bar.update(progress.done, progress.total);
    },
    stop() {
      current?.bar.stop();
    },
  };
};

export const seed = new Command('seed')
  .summary('fill a fresh database with demo data')
  .description(
    'Migrates, then fills an empty database with deterministic demo users, models, files, images, reviews and Buzz; model files are written under ATELIER_DATA_DIR/files. Refuses a database that already holds data. small: ~50 models in seconds; large: 10,000 models and a million images and reviews (minutes). Shows a progress bar per phase on a terminal.',
  )
  .addOption(new Option('--preset <preset>', 'how much data').choices(PRESET_NAMES).default('small'))
  .addHelpText('after', examples('seed', 'seed --preset large'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const bars = phaseBars(out);
      const report = await seedDatabase(hub.knex, {
        preset: options.preset,
        dataDir: hub.config.dataDir,
        onProgress: bars.onProgress,
      }).finally(() => bars.stop());
      const signIn =
        report.demoPassword === null
          ? ''
          : ` Sign in as moderator, member, ada_lumen, … (docs/demo-data.md) with the password ${report.demoPassword}.`;
      out.done(
        { seeded: report },
        `Seeded the ${report.preset} preset: ${report.users} users, ${report.models} models, ${report.versions} versions, ${report.images} images, ${report.reviews} reviews, ${report.transfers} Buzz transfers.${signIn}`,
      );
    });
  });
