import type { Clock, Repositories, Result, UnitOfWork } from '@atelier/domain';
import type { Knex } from 'knex';
import { currentReadMemo, type PageReads } from '../read-memo.js';
import { dialectOf } from './dialect.js';
import { readModelPage, readRelatedModels } from './knex-model-page.js';
import { createKnexRepositories, type KnexRepositories } from './knex-repositories.js';
import { type Store, writeTransaction } from './store.js';

/** Carries a failed Result out of the Knex transaction callback so Knex rolls back. */
class RolledBack<R> extends Error {
  constructor(readonly result: R) {
    super('unit of work returned a failed Result');
  }
}

/**
 * One Knex transaction per `run`, with every repository bound to it: committed when the work returns an ok Result,
 * rolled back when it returns a failed one or throws. `read` hands out repositories on the plain Knex instance
 * (a ledger transfer made through them opens its own transaction). On SQLite (one pooled connection) a run must not
 * call `read` or `run` again: it would wait for the connection it holds.
 *
 * Inside `withSharedReads` (a page's GET), `read` shares equal reads across the request's use cases (../read-memo.ts),
 * and every `run` forgets them once it ends, so nothing read after a write is older than the write.
 */
export class KnexUnitOfWork implements UnitOfWork {
  private readonly store: Store;
  private readonly readRepositories: KnexRepositories;
  private readonly pageReads: PageReads;

  constructor(knex: Knex, clock: Clock) {
    this.store = { db: knex, dialect: dialectOf(knex), clock };
    this.readRepositories = createKnexRepositories(this.store);
    this.pageReads = {
      modelPage: (id, viewerId) => readModelPage(this.store, id, viewerId),
      relatedModels: (tagNames, limit) => readRelatedModels(this.store, tagNames, limit),
    };
  }

  async run<R extends Result<unknown>>(work: (repositories: Repositories) => Promise<R>): Promise<R> {
    try {
      return await this.transaction(work);
    } finally {
      currentReadMemo()?.forget();
    }
  }

  private async transaction<R extends Result<unknown>>(
    work: (repositories: Repositories) => Promise<R>,
  ): Promise<R> {
    try {
      return await writeTransaction(this.store, async (store) => {
        const result = await work(createKnexRepositories(store));
        if (!result.ok) throw new RolledBack(result);
        return result;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.result as R;
      throw error;
    }
  }

  async read<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const memo = currentReadMemo();
    return work(
      memo === undefined ? this.readRepositories : memo.over(this.readRepositories, this.pageReads),
    );
  }
}
