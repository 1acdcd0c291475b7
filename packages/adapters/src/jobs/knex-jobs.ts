import type { JobName, Jobs } from '@atelier/domain';
import type { Knex } from 'knex';
import { dialectOf, readNullable, readNumber } from '../storage/knex/dialect.js';
import { DEFAULT_MAX_ATTEMPTS, dedupeKeyOf, insertJob } from '../storage/knex/knex-job-queue.js';

export { DEFAULT_MAX_ATTEMPTS, dedupeKeyOf };

export const JOB_STATES = ['waiting', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
export type JobPayload = Record<string, number>;

/** One row of the `jobs` table, as operators and the worker see it. */
export type JobRecord = {
  id: number;
  name: JobName;
  payload: JobPayload;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAfter: Date;
  lockedBy: string | null;
  leaseUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
};

export type JobRow = {
  id: number;
  name: string;
  payload: string;
  state: string;
  attempts: unknown;
  max_attempts: unknown;
  run_after: unknown;
  locked_by: string | null;
  lease_until: unknown;
  last_error: string | null;
  created_at: unknown;
  updated_at: unknown;
  finished_at: unknown;
};

/** The time source of the queue: the wall clock in production, a hand-moved one in tests. */
export type JobClock = () => Date;
export const wallClock: JobClock = () => new Date();

export const toJobRecord = (knex: Knex, row: JobRow): JobRecord => {
  const dialect = dialectOf(knex);
  return {
    id: readNumber(row.id),
    name: row.name as JobName,
    payload: JSON.parse(row.payload) as JobPayload,
    state: row.state as JobState,
    attempts: readNumber(row.attempts),
    maxAttempts: readNumber(row.max_attempts),
    runAfter: dialect.readDate(row.run_after),
    lockedBy: row.locked_by,
    leaseUntil: readNullable(row.lease_until, dialect.readDate),
    lastError: row.last_error,
    createdAt: dialect.readDate(row.created_at),
    updatedAt: dialect.readDate(row.updated_at),
    finishedAt: readNullable(row.finished_at, dialect.readDate),
  };
};

/**
 * The domain's `Jobs` port over the `jobs` table (docs/adr/0009-durable-jobs.md), plus what operators need:
 * counts, the failed jobs and a retry. Enqueueing an identical waiting job is a no-op (one insert that ignores the
 * partial unique index's conflict). Workers in this process hear of new jobs at once through `onEnqueue`.
 * Enqueue after a unit of work commits, never inside it: on SQLite the pool's one connection is the transaction's.
 */
export class KnexJobs implements Jobs {
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly knex: Knex,
    private readonly now: JobClock = wallClock,
    private readonly maxAttempts = DEFAULT_MAX_ATTEMPTS,
  ) {}

  async enqueue(name: JobName, payload: JobPayload): Promise<void> {
    await insertJob(this.knex, name, payload, this.now(), this.maxAttempts);
    for (const listener of this.#listeners) listener();
  }

  /** Called after every enqueue in this process; returns the unsubscribe function. */
  onEnqueue(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async ofId(id: number): Promise<JobRecord | null> {
    const row = await this.knex<JobRow>('jobs').where('id', id).first();
    return row === undefined ? null : toJobRecord(this.knex, row);
  }

  /** How many jobs are in each state. */
  async counts(): Promise<Record<JobState, number>> {
    const rows = await this.knex('jobs')
      .select('state')
      .count<{ state: string; count: unknown }[]>({ count: '*' })
      .groupBy('state');
    const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
    for (const row of rows) counts[row.state as JobState] = readNumber(row.count);
    return counts;
  }

  /** Jobs in a state, most recently updated first. */
  async list(state: JobState, limit = 50): Promise<JobRecord[]> {
    const rows = await this.knex<JobRow>('jobs')
      .where('state', state)
      .orderBy([
        { column: 'updated_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
    return rows.map((row) => toJobRecord(this.knex, row));
  }

  /**
   * Puts a failed job back to waiting with its attempts reset. `not-failed` when it is not (or no longer) failed;
   * `duplicate` when an identical job is already waiting, which will do the same work.
   */
  async retry(id: number): Promise<'retried' | 'not-failed' | 'duplicate'> {
    const now = this.now();
    try {
      const changed = await this.knex('jobs').where({ id, state: 'failed' }).update({
        state: 'waiting',
        attempts: 0,
        run_after: now,
        updated_at: now,
        finished_at: null,
      });
      if (changed === 0) return 'not-failed';
    } catch (error) {
      if (dialectOf(this.knex).isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
    for (const listener of this.#listeners) listener();
    return 'retried';
  }
}
