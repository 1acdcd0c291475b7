import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type {
  Cache,
  Clock,
  Deps,
  FeatureFlags,
  FileInspector,
  FileStorage,
  ImageGeneration,
  ImageInspector,
  Inbox,
  Jobs,
  Notifier,
  Pages,
  Scanner,
  UnitOfWork,
  Uploads,
} from '@atelier/domain';
import { Container } from 'inversify';
import type { Knex } from 'knex';
import { Accounts } from '../auth/accounts.js';
import { KnexAccountStore } from '../auth/knex-account-store.js';
import { InProcessCache } from '../cache/in-process-cache.js';
import { type Config, defaultGenerationSettings } from '../config/config.js';
import { DiskFileInspector } from '../files/disk-file-inspector.js';
import { DiskFileStorage } from '../files/disk-file-storage.js';
import { WebSocketGeneration } from '../generation/websocket-generation.js';
import { ImageVariants } from '../images/image-variants.js';
import { SharpImageInspector } from '../images/sharp-image-inspector.js';
import { registerJobHandlers } from '../jobs/handlers.js';
import { JobWorker } from '../jobs/job-worker.js';
import { KnexJobs } from '../jobs/knex-jobs.js';
import { KnexInbox } from '../notifications/knex-inbox.js';
import { KnexNotifier } from '../notifications/knex-notifier.js';
import { FilePages } from '../pages/file-pages.js';
import { ClamdScanner } from '../scanning/clamd-scanner.js';
import { FileScanner } from '../scanning/file-scanner.js';
import { SeedIfEmpty } from '../seed/seed-if-empty.js';
import { createKnex } from '../storage/knex/create-knex.js';
import { KnexUnitOfWork } from '../storage/knex/knex-unit-of-work.js';
import { migrateToLatest } from '../storage/knex/migrate.js';
import { pageGenerationReader } from '../storage/knex/page-generation.js';
import { DbFeatureFlags } from '../system/db-feature-flags.js';
import { SystemClock } from '../system/system-clock.js';
import { KnexUploads } from '../uploads/knex-uploads.js';
import { createUploadBytes, type UploadBytes } from '../uploads/upload-bytes.js';
import { TOKENS, type Token } from './tokens.js';
import { bindUseCases } from './use-cases.module.js';

export type ContainerOptions = {
  /** Bring the schema up to date before handing the container out (the server does; tests may not). */
  migrate?: boolean;
  /** Replaces the wall clock (tests, demo data laid out around a fixed instant). */
  clock?: Clock;
};

/** A typed `container.get`: the token carries the type. */
export const resolve = <T>(container: Container, token: Token<T>): T => container.get<T>(token);

/**
 * The one composition root (docs/adr/0004-composition-root.md): every adapter bound once, as a singleton, with
 * `toResolvedValue` and explicit dependencies, so domain and adapter classes stay free of decorators.
 * Every use case the domain exports is bound under its own class (use-cases.module.ts).
 */
export async function createContainer(config: Config, options: ContainerOptions = {}): Promise<Container> {
  await mkdir(config.filesDir, { recursive: true });
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = container.bind.bind(container);

  bind(TOKENS.config).toConstantValue(config);
  bind(TOKENS.knex).toResolvedValue((c: Config) => createKnex(c.database), [TOKENS.config]);
  bind(TOKENS.clock).toConstantValue(options.clock ?? new SystemClock());
  bind(TOKENS.uow).toResolvedValue(
    (knex: Knex, clock: Clock) => new KnexUnitOfWork(knex, clock),
    [TOKENS.knex, TOKENS.clock],
  );
  // A flag flipped at run time may change any cached page: the cache is dropped whole (docs/configuration.md).
  bind(TOKENS.dbFeatureFlags).toResolvedValue(
    (knex: Knex, c: Config, cache: InProcessCache) => new DbFeatureFlags(knex, c.flags, () => cache.clear()),
    [TOKENS.knex, TOKENS.config, TOKENS.inProcessCache],
  );
  bind(TOKENS.flags).toService(TOKENS.dbFeatureFlags);
  bind(TOKENS.diskFileStorage).toResolvedValue(
    (c: Config) => new DiskFileStorage(c.filesDir),
    [TOKENS.config],
  );
  bind(TOKENS.files).toService(TOKENS.diskFileStorage);
  bind(TOKENS.clamd).toResolvedValue(
    (c: Config) => new ClamdScanner({ address: c.clamd, timeoutMs: c.clamdTimeoutMs }),
    [TOKENS.config],
  );
  bind(TOKENS.scanner).toResolvedValue(
    (storage: DiskFileStorage, clamd: ClamdScanner) => new FileScanner(storage, clamd),
    [TOKENS.diskFileStorage, TOKENS.clamd],
  );
  bind(TOKENS.generation).toResolvedValue(
    (c: Config, storage: DiskFileStorage) =>
      new WebSocketGeneration(c.generation ?? defaultGenerationSettings(), storage),
    [TOKENS.config, TOKENS.diskFileStorage],
  );
  bind(TOKENS.notifier).toResolvedValue(
    (knex: Knex, clock: Clock) => new KnexNotifier(knex, clock),
    [TOKENS.knex, TOKENS.clock],
  );
  bind(TOKENS.inbox).toResolvedValue((knex: Knex) => new KnexInbox(knex), [TOKENS.knex]);
  bind(TOKENS.inProcessCache).toResolvedValue(() => new InProcessCache());
  bind(TOKENS.cache).toService(TOKENS.inProcessCache);
  bind(TOKENS.pageGeneration).toResolvedValue((knex: Knex) => pageGenerationReader(knex), [TOKENS.knex]);
  // Jobs keep their own wall-clock time (not the domain clock a test or demo may fix): backoff and leases must pass.
  bind(TOKENS.knexJobs).toResolvedValue((knex: Knex) => new KnexJobs(knex), [TOKENS.knex]);
  bind(TOKENS.jobs).toService(TOKENS.knexJobs);
  bind(TOKENS.filePages).toResolvedValue(
    (c: Config) => new FilePages(path.join(c.dataDir, 'pages')),
    [TOKENS.config],
  );
  bind(TOKENS.pages).toService(TOKENS.filePages);
  bind(TOKENS.jobWorker).toResolvedValue(
    (knex: Knex, jobs: KnexJobs) => registerJobHandlers(new JobWorker(knex, { jobs }), container),
    [TOKENS.knex, TOKENS.knexJobs],
  );
  bind(TOKENS.uploadBytes).toResolvedValue((c: Config) => createUploadBytes(c.uploads), [TOKENS.config]);
  bind(TOKENS.knexUploads).toResolvedValue(
    (knex: Knex, clock: Clock, bytes: UploadBytes, files: DiskFileStorage, c: Config) =>
      new KnexUploads({ knex, clock, bytes, files, expiryHours: c.uploads.expiryHours }),
    [TOKENS.knex, TOKENS.clock, TOKENS.uploadBytes, TOKENS.diskFileStorage, TOKENS.config],
  );
  bind(TOKENS.uploads).toService(TOKENS.knexUploads);
  bind(TOKENS.diskFileInspector).toResolvedValue(
    (storage: DiskFileStorage, bytes: UploadBytes) =>
      new DiskFileInspector(storage, (id) => bytes.localPath(id)),
    [TOKENS.diskFileStorage, TOKENS.uploadBytes],
  );
  bind(TOKENS.inspector).toService(TOKENS.diskFileInspector);
  bind(TOKENS.images).toResolvedValue(
    (storage: DiskFileStorage, bytes: UploadBytes) =>
      new SharpImageInspector(storage, (id) => bytes.localPath(id)),
    [TOKENS.diskFileStorage, TOKENS.uploadBytes],
  );
  bind(TOKENS.imageVariants).toResolvedValue(
    (storage: DiskFileStorage) => new ImageVariants(storage),
    [TOKENS.diskFileStorage],
  );
  bind(TOKENS.accounts).toResolvedValue(
    (knex: Knex, uow: UnitOfWork, clock: Clock) =>
      new Accounts({ store: new KnexAccountStore(knex, clock), uow, clock }),
    [TOKENS.knex, TOKENS.uow, TOKENS.clock],
  );
  bind(TOKENS.seedIfEmpty).toResolvedValue(
    (knex: Knex, clock: Clock, c: Config) => new SeedIfEmpty({ knex, clock, dataDir: c.dataDir }),
    [TOKENS.knex, TOKENS.clock, TOKENS.config],
  );
  bind(TOKENS.deps).toResolvedValue(
    (
      uow: UnitOfWork,
      clock: Clock,
      flags: FeatureFlags,
      files: FileStorage,
      scanner: Scanner,
      generation: ImageGeneration,
      notifier: Notifier,
      inbox: Inbox,
      cache: Cache,
      jobs: Jobs,
      uploads: Uploads,
      inspector: FileInspector,
      images: ImageInspector,
      pages: Pages,
      c: Config,
    ): Deps => ({
      uow,
      clock,
      flags,
      files,
      scanner,
      generation,
      notifier,
      inbox,
      cache,
      jobs,
      uploads,
      inspector,
      images,
      pages,
      productName: c.productName,
      buzz: c.buzz,
      membershipTiers: c.membershipTiers,
      accountRetentionDays: c.accountRetentionDays,
    }),
    [
      TOKENS.uow,
      TOKENS.clock,
      TOKENS.flags,
      TOKENS.files,
      TOKENS.scanner,
      TOKENS.generation,
      TOKENS.notifier,
      TOKENS.inbox,
      TOKENS.cache,
      TOKENS.jobs,
      TOKENS.uploads,
      TOKENS.inspector,
      TOKENS.images,
      TOKENS.pages,
      TOKENS.config,
    ],
  );

  bindUseCases(container);

  if (options.migrate) await migrateToLatest(resolve(container, TOKENS.knex));
  return container;
}

/**
 * Stops the job worker (waiting for the job it is running; queued jobs stay in the table for the next worker),
 * then closes the database pool. The container is unusable afterwards.
 */
export async function disposeContainer(container: Container): Promise<void> {
  await resolve(container, TOKENS.jobWorker).stop();
  const generation = resolve(container, TOKENS.generation);
  if (generation instanceof WebSocketGeneration) generation.close();
  await resolve(container, TOKENS.knex).destroy();
  await container.unbindAllAsync();
}
