import type { Deps, Repositories, Result, UnitOfWork } from '@atelier/domain';
import {
  createFakeServices,
  DEFAULT_NOW,
  type FakeServices,
  FixedClock,
  Given,
  type InMemoryRepositories,
  type TestWorldOptions,
} from '@atelier/domain/testing';
import type { Knex } from 'knex';
import { dialectOf } from '../dialect.js';
import { createKnexRepositories, type KnexRepositories } from '../knex-repositories.js';
import { KnexUnitOfWork } from '../knex-unit-of-work.js';
import { resetDatabase } from './reset-database.js';

/** A Knex unit of work that counts its runs and rollbacks, like the in-memory one's `stats`. */
export class CountingUnitOfWork implements UnitOfWork {
  private runs = 0;
  private rollbacks = 0;

  constructor(private readonly inner: KnexUnitOfWork) {}

  get stats(): { runs: number; rollbacks: number } {
    return { runs: this.runs, rollbacks: this.rollbacks };
  }

  async run<R extends Result<unknown>>(work: (repositories: Repositories) => Promise<R>): Promise<R> {
    this.runs++;
    let failed = true;
    try {
      const result = await this.inner.run(work);
      failed = !result.ok;
      return result;
    } finally {
      if (failed) this.rollbacks++;
    }
  }

  read<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.inner.read(work);
  }
}

/** `TestWorld` from @atelier/domain/testing, with the Knex stores in place of the in-memory database. */
export type KnexWorld = FakeServices & {
  deps: Deps;
  knex: Knex;
  repos: KnexRepositories;
  uow: CountingUnitOfWork;
  clock: FixedClock;
  given: Given;
};

/**
 * Empties the database (ids restart at 1) and returns the same shape as `createTestWorld`, so a use-case test can
 * run over SQLite or PostgreSQL by swapping the factory. The services stay the in-memory fakes. Differences from the
 * in-memory world: it is async, and there is no `db.state` to inspect (query the repositories or `knex` instead).
 */
export const createKnexWorld = async (knex: Knex, options: TestWorldOptions = {}): Promise<KnexWorld> => {
  await resetDatabase(knex);
  const clock = new FixedClock(options.now ?? DEFAULT_NOW);
  const repos = createKnexRepositories({ db: knex, dialect: dialectOf(knex), clock });
  const uow = new CountingUnitOfWork(new KnexUnitOfWork(knex, clock));
  // Given is typed against the in-memory stores; the Knex ones have the same methods (incl. its test-only
  // `create`/`imagesOf` extras) but TypeScript compares the in-memory classes' private fields nominally.
  const given = new Given(repos as unknown as InMemoryRepositories, clock);
  return { ...createFakeServices(clock, uow, options), knex, repos, uow, clock, given };
};
