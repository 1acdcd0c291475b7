import { Command } from 'commander';
import { z } from 'zod';
import { cliErrors, Refusal } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, id, parseOptions } from '../../options.js';

const schema = z.object({ job: id('job'), ...globals });

export const jobsRetry = new Command('retry')
  .summary('queue a failed background job again')
  .description(
    'Puts a failed job back in the queue with its attempts reset; a running worker (the server, or `atelier worker`) picks it up. Refused for a job that is not failed, or when an identical job is already waiting.',
  )
  .option('--job <id>', 'the failed job (required; `atelier jobs` lists them)')
  .addHelpText('after', examples('jobs retry --job 12', 'jobs retry --job 12 --json'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub(options, async (hub, out) => {
      const job = await hub.jobs.ofId(options.job);
      if (job === null) throw new Refusal(cliErrors.jobNotFound(options.job));
      const outcome = await hub.jobs.retry(job.id);
      if (outcome === 'not-failed') throw new Refusal(cliErrors.jobNotFailed(job.id, job.state));
      if (outcome === 'duplicate') throw new Refusal(cliErrors.jobAlreadyWaiting(job.id));
      out.done(
        { job: { id: job.id, name: job.name, payload: job.payload, state: 'waiting' } },
        `Job ${job.id} (${job.name} ${JSON.stringify(job.payload)}) is queued again.`,
      );
    });
  });
