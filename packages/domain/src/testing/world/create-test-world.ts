import type { FeatureFlag } from '../../ports/services.js';
import type { Deps } from '../../shared/deps.js';
import { DEFAULT_NOW } from '../builders/builder.js';
import { FixedClock } from '../in-memory/clock.js';
import { InMemoryDatabase } from '../in-memory/database.js';
import { createInMemoryRepositories, type InMemoryRepositories } from '../in-memory/repositories.js';
import {
  FakeFileInspector,
  FakeImageGeneration,
  FakeScanner,
  InMemoryFileStorage,
  InMemoryUploads,
  RecordingCache,
  RecordingJobs,
  RecordingNotifier,
  StaticFeatureFlags,
} from '../in-memory/services.js';
import { InMemoryUnitOfWork } from '../in-memory/unit-of-work.js';
import { Given } from './given.js';

export type TestWorldOptions = {
  /** Where the clock starts; 2026-01-01T00:00:00Z by default. */
  now?: Date;
  /** Flags to turn off (or on); every flag is on by default. */
  flags?: Partial<Record<FeatureFlag, boolean>>;
};

export type TestWorld = {
  deps: Deps;
  repos: InMemoryRepositories;
  uow: InMemoryUnitOfWork;
  db: InMemoryDatabase;
  clock: FixedClock;
  flags: StaticFeatureFlags;
  notifier: RecordingNotifier;
  cache: RecordingCache;
  jobs: RecordingJobs;
  generation: FakeImageGeneration;
  scanner: FakeScanner;
  files: InMemoryFileStorage;
  uploads: InMemoryUploads;
  inspector: FakeFileInspector;
  given: Given;
};

/** A complete set of in-memory ports sharing one database and one clock, plus `given` to seed it. */
export const createTestWorld = (options: TestWorldOptions = {}): TestWorld => {
  const clock = new FixedClock(options.now ?? DEFAULT_NOW);
  const db = new InMemoryDatabase(clock);
  const repos = createInMemoryRepositories(db);
  const uow = new InMemoryUnitOfWork(db, repos);
  const flags = new StaticFeatureFlags(options.flags);
  const notifier = new RecordingNotifier();
  const cache = new RecordingCache();
  const jobs = new RecordingJobs();
  const generation = new FakeImageGeneration();
  const scanner = new FakeScanner();
  const files = new InMemoryFileStorage();
  const uploads = new InMemoryUploads(files);
  const inspector = new FakeFileInspector(files, uploads);
  const deps: Deps = {
    uow,
    clock,
    flags,
    files,
    scanner,
    inspector,
    uploads,
    generation,
    notifier,
    cache,
    jobs,
  };
  return {
    deps,
    repos,
    uow,
    db,
    clock,
    flags,
    notifier,
    cache,
    jobs,
    generation,
    scanner,
    files,
    uploads,
    inspector,
    given: new Given(repos, clock),
  };
};
