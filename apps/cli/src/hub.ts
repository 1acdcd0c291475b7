import {
  type Accounts,
  type Config,
  createContainer,
  type DbFeatureFlags,
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
import { type Clock, errors, type Scanner, type UnitOfWork } from '@atelier/domain';
import { Refusal } from './cli-errors.js';
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
  /** The feature flags as the servers see them (`atelier flags`), read from the database when the hub opens. */
  flags: DbFeatureFlags;
  /** The use case the server would run, from the same container. */
  useCase: ReturnType<typeof useCaseResolver>;
};

/** What a refused write says to people on a read-only hub. */
const READ_ONLY_HINT =
  'The hub is read-only (canWrite is off); turn writing back on with `atelier flags set canWrite on`.';

/**
 * Opens the hub as the server does — configuration from the same environment, the one composition root, the
 * feature flags from the database — runs `work`, and disposes the container (jobs drained, database pool closed)
 * whatever happens. A command that changes the hub is refused while `canWrite` is off, as the server refuses
 * mutations (`FEATURE.READ_ONLY`); commands that only read, or operate the hub itself, pass `writes: false`.
 */
export const withHub = async <T>(
  options: { json: boolean; writes?: boolean },
  work: (hub: Hub, out: Output) => Promise<T>,
): Promise<T> => {
  const config = loadConfig(process.env);
  const container = await createContainer(config);
  try {
    const flags = resolve(container, TOKENS.dbFeatureFlags);
    await flags.refresh();
    if ((options.writes ?? true) && !flags.isOn('canWrite'))
      throw new Refusal(errors.cannotWrite, READ_ONLY_HINT);
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
      flags,
      useCase: useCaseResolver(container),
    };
    return await work(hub, new Output(options.json));
  } finally {
    await disposeContainer(container);
  }
};
