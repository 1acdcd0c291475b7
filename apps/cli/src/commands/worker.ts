import type { JobLogger } from '@atelier/adapters';
import { Command } from 'commander';
import { z } from 'zod';
import { examples } from '../help.js';
import { withHub } from '../hub.js';
import { globals, parseOptions } from '../options.js';

const schema = z.object({ ...globals });

/** Errors become their message; `err` (pino's key) reads `error`. */
const plainFields = (details: object): [string, unknown][] =>
  Object.entries(details).map(([key, value]) => [
    key === 'err' ? 'error' : key,
    value instanceof Error ? value.message : value,
  ]);

const textOf = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The worker's log lines on stdout: one JSON object each with --json, else `time level message key=value …`. */
const lineLogger = (json: boolean): JobLogger => {
  const write = (level: string) => (details: object, message: string) => {
    const time = new Date().toISOString();
    const fields = plainFields(details);
    process.stdout.write(
      json
        ? `${JSON.stringify({ time, level, message, ...Object.fromEntries(fields) })}\n`
        : `${time} ${level} ${message}${fields.map(([key, value]) => ` ${key}=${textOf(value)}`).join('')}\n`,
    );
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
};

export const worker = new Command('worker')
  .summary('run queued background jobs until stopped')
  .description(
    'Runs the background jobs the hub queues — NSFW-level recomputes, rescans, new files — with the same handlers as the server, one at a time, retrying failures with backoff and resubmitting jobs whose worker died. Run it with ATELIER_WORKER=off on the server, or beside it: two workers never run the same job. Logs each job on stdout (one JSON object a line with --json). SIGINT or SIGTERM stops it after the job in hand.',
  )
  .addHelpText('after', examples('worker', 'worker --json'))
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    await withHub({ ...options, writes: false }, async (hub, out) => {
      const logger = lineLogger(options.json);
      const stopRequested = new Promise<NodeJS.Signals>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      hub.jobWorker.start(logger);
      logger.info(
        { worker: hub.jobWorker.workerId, database: hub.config.database.client },
        'worker started; SIGINT or SIGTERM stops it after the job in hand',
      );
      const signal = await stopRequested;
      logger.info({ signal }, 'stopping: finishing the job in hand');
      await hub.jobWorker.stop();
      out.done({ stopped: signal, worker: hub.jobWorker.workerId }, 'Worker stopped.');
    });
  });
