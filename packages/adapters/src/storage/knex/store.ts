import type { Clock } from '@atelier/domain';
import type { Knex } from 'knex';
import type { Dialect } from './dialect.js';

/** What every repository works on: the Knex instance or the transaction it is bound to, its dialect and a clock. */
export type Store = { db: Knex | Knex.Transaction; dialect: Dialect; clock: Clock };

/**
 * Runs `work` in a new write transaction, or in a savepoint when `store` is already bound to a transaction.
 * A new transaction first claims the write lock (see `Dialect.claimWriteLock`).
 */
export const writeTransaction = <T>(store: Store, work: (store: Store) => Promise<T>): Promise<T> => {
  const nested = isTransaction(store.db);
  return store.db.transaction(async (trx) => {
    if (!nested) await store.dialect.claimWriteLock(trx);
    return work({ ...store, db: trx });
  });
};

/** Runs a multi-statement write atomically: inside the caller's transaction when there is one, else in its own. */
export const atomically = <T>(store: Store, work: (store: Store) => Promise<T>): Promise<T> =>
  isTransaction(store.db) ? work(store) : writeTransaction(store, work);

export const isTransaction = (db: Knex | Knex.Transaction): db is Knex.Transaction =>
  db.isTransaction === true;

/**
 * Rethrows a constraint violation as an error that says which rule was broken, in the same words on both
 * databases ("unique constraint", "foreign key"); anything else is rethrown as it is.
 */
export const explainConstraint =
  (store: Store, what: string) =>
  (error: unknown): never => {
    if (store.dialect.isUniqueViolation(error))
      throw new Error(`${what} (unique constraint)`, { cause: error });
    if (store.dialect.isForeignKeyViolation(error)) {
      throw new Error(`${what}: a referenced row does not exist (foreign key)`, { cause: error });
    }
    throw error;
  };

/** Fails like the in-memory stores do when `save` is given a row that does not exist: a bug in the caller. */
export const requireUpdated = (count: number, name: string, id: number): void => {
  if (count === 0) throw new Error(`${name} ${id} does not exist`);
};

/** Escapes LIKE wildcards so user input matches literally (used with `ESCAPE '\'`). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `Map.groupBy`, which Node 20 lacks. */
export const groupBy = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group === undefined) groups.set(key(item), [item]);
    else group.push(item);
  }
  return groups;
};
