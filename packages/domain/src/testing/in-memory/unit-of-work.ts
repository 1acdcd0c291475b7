import type { Repositories, UnitOfWork } from '../../ports/unit-of-work.js';
import type { Result } from '../../shared/result.js';
import type { InMemoryDatabase } from './database.js';

/**
 * Transactions over the in-memory database. Runs are serialised by a promise-chain mutex, so concurrent use-case
 * calls behave like transactions; each run snapshots every table first and restores the snapshot when the work
 * returns a failed Result or throws. A run must not start another run (it would wait for itself).
 * `read` takes no lock and sees the live tables.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private queue: Promise<unknown> = Promise.resolve();
  private runs = 0;
  private rollbacks = 0;

  constructor(
    private readonly db: InMemoryDatabase,
    private readonly repositories: Repositories,
  ) {}

  /** How many runs committed and rolled back: lets tests check that a use case wrote in one transaction. */
  get stats(): { runs: number; rollbacks: number } {
    return { runs: this.runs, rollbacks: this.rollbacks };
  }

  run<R extends Result<unknown>>(work: (repositories: Repositories) => Promise<R>): Promise<R> {
    const result = this.queue.then(() => this.transaction(work));
    this.queue = result.catch(() => undefined);
    return result;
  }

  async read<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return work(this.repositories);
  }

  private async transaction<R extends Result<unknown>>(
    work: (repositories: Repositories) => Promise<R>,
  ): Promise<R> {
    const snapshot = this.db.snapshot();
    this.runs++;
    try {
      const result = await work(this.repositories);
      if (!result.ok) this.rollback(snapshot);
      return result;
    } catch (error) {
      this.rollback(snapshot);
      throw error;
    }
  }

  private rollback(snapshot: ReturnType<InMemoryDatabase['snapshot']>): void {
    this.rollbacks++;
    this.db.restore(snapshot);
  }
}
