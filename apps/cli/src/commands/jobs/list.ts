import type { JobRecord } from '@atelier/adapters';
import { Command } from 'commander';
import { z } from 'zod';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions } from '../../options.js';

const schema = z.object({
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, { error: 'must be a whole number from 1 to 9999' })
    .transform(Number)
    .default(20),
  ...globals,
});

const presentJob = (job: JobRecord) => ({
  id: job.id,
  name: job.name,
  payload: job.payload,
  attempts: job.attempts,
  maxAttempts: job.maxAttempts,
  lastError: job.lastError,
  updatedAt: job.updatedAt.toISOString(),
});

const lineOf = (job: JobRecord): string =>
  `  #${job.id} ${job.name} ${JSON.stringify(job.payload)} after ${job.attempts} attempt(s), ${job.updatedAt.toISOString()}: ${job.lastError ?? '(no error recorded)'}`;

export const jobsList = new Command('list')
  .summary('count queued, running and failed background jobs and show the failed ones')
  .description(
    'Counts the background jobs (NSFW-level recomputes, rescans, new files) in each state and lists the failed ones, most recent first, with their last error. A failed job ran out of attempts and stays until retried with `atelier jobs retry`. This is what `atelier jobs` runs.',
  )
  .option('--limit <n>', 'how many failed jobs to list (default 20)')
  .addHelpText('after', examples('jobs', 'jobs list --limit 100 --json'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub({ ...options, writes: false }, async (hub, out) => {
      const counts = await hub.jobs.counts();
      const failed = await hub.jobs.list('failed', options.limit);
      out.done({ counts, failed: failed.map(presentJob) }, [
        `${counts.waiting} waiting, ${counts.running} running, ${counts.done} done, ${counts.failed} failed.`,
        ...(failed.length > 0
          ? ['Failed (retry with `atelier jobs retry --job <id>`):', ...failed.map(lineOf)]
          : []),
      ]);
    });
  });
