import {
  type Accounts,
  type Config,
  createContainer,
  type DiskFileInspector,
  disposeContainer,
  type FilePages,
  type JobWorker,
  type KnexJobs,
  type KnexUploads,
  loadConfig,
  type migrateToLatest,
  resolve,
  TOKENS,
  type UploadBytes,
  useCaseResolver,
} from '@atelier/adapters';
import type { Clock, Scanner, UnitOfWork } from '@atelier/domain';
import { Output } from './output.js';

/** Knex as the adapters use it (the CLI does not depend on knex itself). */
export type Db = Parameters<typeof migrateToLatest>[0];

/** What commands work with: the hub's configuration and the composition root's adapters and use cases. */
export type Hub = {
  config: Config;
  uow: UnitOfWork;
  clock: Clock;
  scanner: Scanner;
  knex: Db;
  accounts: Accounts;
  /** Reads files once for their format, hashes and tensor facts. */
  inspector: DiskFileInspector;
  /** Recorded uploads and their bytes: where `atelier import` puts local files before linking them. */
  uploads: KnexUploads;
  uploadBytes: UploadBytes;
  /** The jobs table: counts, failed jobs, retries. */
  jobs: KnexJobs;
  /** The operator's Markdown pages (`atelier pages`). */
  pages: FilePages;
  /** The job worker with every handler registered, not started. */
  jobWorker: JobWorker;
  /** The use case the server would run, from the same container. */
  useCase: ReturnType<typeof useCaseResolver>;
};

/**
 * Opens the hub as the server does — configuration from the same environment, the one composition root —
 * runs `work`, and disposes the container (jobs drained, database pool closed) whatever happens.
 */
export const withHub = async <T>(
  options: { json: boolean },
  work: (hub: Hub, out: Output) => Promise<T>,
): Promise<T> => {
  const config = loadConfig(process.env);
  const container = await createContainer(config);
  try {
    const knex = resolve(container, TOKENS.knex);
    const uow = resolve(container, TOKENS.uow);
    const clock = resolve(container, TOKENS.clock);
    const hub: Hub = {
      config,
      uow,
      clock,
      knex,
      scanner: resolve(container, TOKENS.scanner),
      accounts: resolve(container, TOKENS.accounts),
      inspector: resolve(container, TOKENS.diskFileInspector),
      uploads: resolve(container, TOKENS.knexUploads),
      uploadBytes: resolve(container, TOKENS.uploadBytes),
      jobs: resolve(container, TOKENS.knexJobs),
      jobWorker: resolve(container, TOKENS.jobWorker),
      pages: resolve(container, TOKENS.filePages),
      useCase: useCaseResolver(container),
    };
    return await work(hub, new Output(options.json));
  } finally {
    await disposeContainer(container);
  }
};
