import {
  errors,
  type JobName,
  ProcessModelFile,
  RescanModelFiles,
  type Result,
  UpdateVersionNsfwLevel,
} from '@atelier/domain';
import type { Container } from 'inversify';
import { TOKENS } from '../container/tokens.js';
import { useCaseResolver } from '../container/use-cases.module.js';
import { makeImageVariants } from './image-variants-job.js';
import type { JobHandler, JobWorker } from './job-worker.js';
import type { JobPayload, JobRecord } from './knex-jobs.js';

/** A job's id field, which must be a positive whole number; anything else is a bug in whoever enqueued it. */
const idOf = (payload: JobPayload, key: string): number => {
  const value = payload[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    throw new Error(`the payload has no ${key} (got ${JSON.stringify(payload)})`);
  return value;
};

/**
 * A use case's Result as a job outcome: done when it succeeded or when its subject is gone (nothing left to do);
 * any other refusal throws, so the job is retried and, if it persists, kept as failed with the message.
 */
const outcome = (result: Result<unknown>): void => {
  if (result.ok || result.error.code === errors.notFound.code) return;
  throw new Error(`${result.error.code}: ${result.error.message}`);
};

const run =
  (work: (payload: JobPayload, job: JobRecord) => Promise<Result<unknown>>): JobHandler =>
  async (payload, job) =>
    outcome(await work(payload, job));

/**
 * The one place job names meet the use cases that do the work (docs/adr/0009-durable-jobs.md). The server's
 * inline worker and `atelier worker` both register these.
 */
export const registerJobHandlers = (worker: JobWorker, container: Container): JobWorker => {
  const use = useCaseResolver(container);
  const handlers: Record<JobName, JobHandler> = {
    nsfwLevelUpdate: run((payload) =>
      use(UpdateVersionNsfwLevel).execute({ modelVersionId: idOf(payload, 'modelVersionId') }),
    ),
    rescan: run((payload) => use(RescanModelFiles).execute({ modelId: idOf(payload, 'modelId') })),
    // A new file (`{fileId}`), or one read again for the system rescan (`{fileId, again: 1}`).
    processFile: run((payload) =>
      use(ProcessModelFile).execute({ fileId: idOf(payload, 'fileId'), again: payload.again === 1 }),
    ),
    imageVariants: async (payload) => {
      await makeImageVariants(
        container.get(TOKENS.knex),
        container.get(TOKENS.imageVariants),
        idOf(payload, 'imageId'),
      );
    },
  };
  for (const [name, handler] of Object.entries(handlers) as [JobName, JobHandler][])
    worker.handle(name, handler);
  return worker;
};
