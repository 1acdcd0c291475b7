import type { FeatureFlag } from '../../ports/services.js';
import type { Deps } from '../../shared/deps.js';
import { DEFAULT_NOW } from '../builders/builder.js';
import { FixedClock } from '../in-memory/clock.js';
import { InMemoryDatabase } from '../in-memory/database.js';
import { createInMemoryRepositories, type InMemoryRepositories } from '../in-memory/repositories.js';
import { InMemoryUnitOfWork } from '../in-memory/unit-of-work.js';
import { createFakeServices, type FakeServices } from './fake-services.js';
import { Given } from './given.js';

export type TestWorldOptions = {
  /** Where the clock starts; 2026-01-01T00:00:00Z by default. */
  now?: Date;
  /** Flags to turn off (or on); every flag is on by default. */
  flags?: Partial<Record<FeatureFlag, boolean>>;
  /** The daily reward the hub's operator configured; 0 (off) by default. */
  dailyBuzzReward?: number;
};

export type TestWorld = FakeServices & {
  deps: Deps;
  repos: InMemoryRepositories;
  uow: InMemoryUnitOfWork;
  db: InMemoryDatabase;
  clock: FixedClock;
  given: Given;
};

/** A complete set of in-memory ports sharing one database and one clock, plus `given` to seed it. */
export const createTestWorld = (options: TestWorldOptions = {}): TestWorld => {
  const clock = new FixedClock(options.now ?? DEFAULT_NOW);
  const db = new InMemoryDatabase(clock);
  const repos = createInMemoryRepositories(db);
  const uow = new InMemoryUnitOfWork(db, repos);
  return {
    ...createFakeServices(clock, uow, options),
    repos,
    uow,
    db,
    clock,
    given: new Given(repos, clock),
  };
};
