import type { Repositories, UnitOfWork } from '@atelier/domain';
import {
  createFakeServices,
  DEFAULT_NOW,
  FixedClock,
  Given,
  type InMemoryRepositories,
  type TestWorldOptions,
} from '@atelier/domain/testing';
import type { Knex } from 'knex';
import { dialectOf } from '../../dialect.js';
import { createKnexRepositories } from '../../knex-repositories.js';
import { KnexUnitOfWork } from '../../knex-unit-of-work.js';
import { databases, type TestDatabase } from '../databases.js';
import { resetDatabase } from '../reset-database.js';

/** Which database the domain's tests run on: `ATELIER_DOMAIN_OVER` = `sqlite` (default) or `postgresql`. */
const chosen = (): TestDatabase => {
  const name = process.env.ATELIER_DOMAIN_OVER ?? 'sqlite';
  const database = databases.find((d) => d.name === name);
  if (database === undefined) throw new Error(`no ${name} test database (is ATELIER_TEST_PG_URL set?)`);
  return database;
};

/** One database per test file, created on the first world and dropped by `dropDomainDatabase` (setup file). */
let created: Promise<{ knex: Knex; drop(): Promise<void> }> | undefined;
/** Worlds are made one after the other: a world's reset waits for the previous one's. */
let lastReset: Promise<unknown> = Promise.resolve();

/**
 * Waits for the last world's reset before it closes the pool: a test that makes a world and never touches it (an
 * input refused before any store call) would otherwise leave that reset waiting for a connection the drop aborts.
 */
export const dropDomainDatabase = async (): Promise<void> => {
  await lastReset.catch(() => undefined);
  const database = await created;
  created = undefined;
  await database?.drop();
};

/** Calls `method` of the real store once the world's database is ready; `then` stays undefined (not a thenable). */
const lazyStores = (ready: Promise<Repositories>): Repositories =>
  new Proxy({} as Repositories, {
    get: (_, store) =>
      typeof store !== 'string' || store === 'then'
        ? undefined
        : new Proxy(
            {},
            {
              get: (__, method) =>
                typeof method !== 'string' || method === 'then'
                  ? undefined
                  : async (...args: unknown[]) => {
                      const stores = (await ready) as unknown as Record<string, Record<string, unknown>>;
                      const target = stores[store];
                      const fn = target?.[method];
                      if (typeof fn !== 'function')
                        throw new Error(`${store}.${method} is not a Knex store method`);
                      return fn.apply(target, args);
                    },
            },
          ),
  });

/**
 * `createTestWorld` of @atelier/domain/testing over the Knex stores, synchronous like the original: the database
 * is emptied in the background and every store or unit-of-work call waits for that. There is no `db`.
 */
export const createTestWorld = (options: TestWorldOptions = {}) => {
  const clock = new FixedClock(options.now ?? DEFAULT_NOW);
  created ??= chosen().create();
  const database = created;
  const previous = lastReset;
  const setup = (async () => {
    const { knex } = await database;
    await previous.catch(() => undefined);
    await resetDatabase(knex);
    const repos = createKnexRepositories({ db: knex, dialect: dialectOf(knex), clock });
    return { repos, uow: new KnexUnitOfWork(knex, clock) };
  })();
  lastReset = setup;
  const repos = lazyStores(setup.then((s) => s.repos));
  const uow: UnitOfWork = {
    run: async (work) => (await setup).uow.run(work),
    read: async (work) => (await setup).uow.read(work),
  };
  const inMemoryShaped = repos as unknown as InMemoryRepositories;
  return {
    ...createFakeServices(clock, uow, options),
    repos: inMemoryShaped,
    uow,
    clock,
    given: new Given(inMemoryShaped, clock),
  };
};
