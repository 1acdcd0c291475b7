import { JOB_NAMES, type JobName, type JobQueue } from '@atelier/domain';
import type { Knex } from 'knex';
import { writeJson } from './dialect.js';
import type { Store } from './store.js';

/** How many times a job runs before it is kept as `failed`. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** Name and payload with sorted keys: `{b:1,a:2}` and `{a:2,b:1}` are the same job. */
export const dedupeKeyOf = (name: JobName, payload: Record<string, number>): string =>
  `${name}:${writeJson(Object.fromEntries(Object.entries(payload).sort(([a], [b]) => (a < b ? -1 : 1))))}`;

/**
 * Adds a waiting job through `db` (a transaction's or the pool's); an identical job still waiting makes it a no-op
 * (the partial unique index on `dedupe_key`). docs/adr/0009-durable-jobs.md.
 */
export const insertJob = async (
  db: Knex,
  name: JobName,
  payload: Record<string, number>,
  now: Date,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
): Promise<void> => {
  if (!JOB_NAMES.includes(name)) throw new Error(`enqueue: no job is called ${String(name)}`);
  await db.raw(
    `INSERT INTO jobs (name, payload, dedupe_key, state, attempts, max_attempts, run_after, created_at, updated_at)
     VALUES (?, ?, ?, 'waiting', 0, ?, ?, ?, ?)
     ON CONFLICT (dedupe_key) WHERE state = 'waiting' DO NOTHING`,
    [name, writeJson(payload), dedupeKeyOf(name, payload), maxAttempts, now, now, now],
  );
};

/**
 * The `queue` repository: jobs enqueued inside a unit of work are rows of its transaction, committed with it or
 * rolled back with it. The worker finds them at its next poll. Jobs keep wall-clock time (as `KnexJobs` does), not
 * the domain clock, so a fixed clock cannot hold a job back.
 */
export class KnexJobQueue implements JobQueue {
  constructor(private readonly store: Store) {}

  async enqueue(name: JobName, payload: Record<string, number>): Promise<void> {
    await insertJob(this.store.db, name, payload, new Date());
  }

  /** Test-only (as the in-memory queue has it): the waiting jobs, oldest first. */
  async waiting(): Promise<{ name: JobName; payload: Record<string, number> }[]> {
    const rows: { name: string; payload: string }[] = await this.store
      .db('jobs')
      .where('state', 'waiting')
      .orderBy('id')
      .select('name', 'payload');
    return rows.map((row) => ({ name: row.name as JobName, payload: JSON.parse(row.payload) }));
  }
}
