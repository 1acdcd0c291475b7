import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import type { JobName } from '@atelier/domain';
import type { Knex } from 'knex';
import { dialectOf } from '../storage/knex/dialect.js';
import {
  type JobClock,
  type JobPayload,
  type JobRecord,
  type JobRow,
  type KnexJobs,
  toJobRecord,
  wallClock,
} from './knex-jobs.js';

/** Runs one job; throwing means "try again later". Handlers are idempotent: a job may be delivered twice. */
export type JobHandler = (payload: JobPayload, job: JobRecord) => Promise<void>;

/** The part of a pino logger the worker writes to. */
export type JobLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type JobWorkerOptions = {
  /** In-process wake-up after an enqueue; without it the worker finds new jobs at its next poll. */
  jobs?: Pick<KnexJobs, 'onEnqueue'>;
  now?: JobClock;
  /** Who holds a claimed job (`locked_by`); host, pid and a random part by default. */
  workerId?: string;
  /** How long the worker sleeps when no job is due (1 s). */
  pollIntervalMs?: number;
  /** How long a claim lasts without a heartbeat before the sweep resubmits the job (60 s). */
  leaseMs?: number;
  /** How often a running job's lease is renewed (a third of the lease). */
  heartbeatMs?: number;
  /** How often the sweep looks for stalled jobs (the lease). */
  sweepIntervalMs?: number;
  /** The wait before attempt `attempts + 1`, after `attempts` failures: 2 s, 4 s, 8 s … up to an hour. */
  backoffMs?: (attempts: number) => number;
  logger?: JobLogger;
};

export type JobWorkerEvents = {
  completed: [job: JobRecord];
  retrying: [job: JobRecord, error: string];
  failed: [job: JobRecord, error: string];
};

export const defaultBackoffMs = (attempts: number): number => Math.min(3_600_000, 1000 * 2 ** attempts);

/** Which claim a write is for: the job, its holder and, for the sweep, the instant its lease must have ended by. */
type Guard = { id: number; lockedBy: string | null; leaseExpiredBefore?: Date };

const silent: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const later = (now: Date, ms: number): Date => new Date(now.getTime() + ms);

/**
 * Claims due jobs from the `jobs` table and runs their handlers, one at a time (docs/adr/0009-durable-jobs.md).
 * A claim is one conditional `UPDATE … RETURNING` (with `FOR UPDATE SKIP LOCKED` on PostgreSQL), so any number of
 * workers in any number of processes never run a job twice at once. A running job's lease is renewed by a
 * heartbeat; the sweep puts jobs whose lease expired (their worker died) back to waiting. A failing job waits
 * `backoffMs` and runs again, until `max_attempts`, after which it stays `failed` for an operator.
 */
export class JobWorker extends EventEmitter<JobWorkerEvents> {
  readonly workerId: string;
  readonly #handlers = new Map<JobName, JobHandler>();
  readonly #now: JobClock;
  readonly #pollIntervalMs: number;
  readonly #leaseMs: number;
  readonly #heartbeatMs: number;
  readonly #sweepIntervalMs: number;
  readonly #backoffMs: (attempts: number) => number;
  #logger: JobLogger;
  /** Every claim-and-run of this worker goes through this chain: one job at a time. */
  #exclusive: Promise<unknown> = Promise.resolve();
  #loop: Promise<void> | null = null;
  #stopping = false;
  /** Set by an enqueue or a new handler; a wake-up that comes while a claim is in flight is not lost. */
  #wakeRequested = false;
  #wakeSleeper: () => void = () => {};
  #unsubscribe: () => void = () => {};
  #lastSweep = 0;

  constructor(
    private readonly knex: Knex,
    private readonly options: JobWorkerOptions = {},
  ) {
    super();
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.#now = options.now ?? wallClock;
    this.#pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.#leaseMs = options.leaseMs ?? 60_000;
    this.#heartbeatMs = options.heartbeatMs ?? Math.max(10, Math.floor(this.#leaseMs / 3));
    this.#sweepIntervalMs = options.sweepIntervalMs ?? this.#leaseMs;
    this.#backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.#logger = options.logger ?? silent;
  }

  /** Registers the handler for a job name; jobs without one stay waiting (another worker may have it). */
  handle(name: JobName, handler: JobHandler): this {
    this.#handlers.set(name, handler);
    this.#signal();
    return this;
  }

  get running(): boolean {
    return this.#loop !== null;
  }

  /** Starts polling (and listening for enqueues in this process) until `stop`; logs to `logger` when given. */
  start(logger?: JobLogger): void {
    if (this.#loop) return;
    if (logger) this.#logger = logger;
    this.#stopping = false;
    this.#unsubscribe = this.options.jobs?.onEnqueue(() => this.#signal()) ?? (() => {});
    this.#loop = this.#run();
  }

  /** Stops claiming; resolves once the job in hand, if any, has finished. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#unsubscribe();
    this.#signal();
    await this.#loop;
    await this.#exclusive;
    this.#loop = null;
  }

  /** Runs due jobs until none with a handler is left; for tests and one-shot runs (started or not). */
  async drain(): Promise<void> {
    while (await this.runNext()) {}
  }

  /** Claims and runs the next due job; false when none was due. */
  runNext(): Promise<boolean> {
    const next = this.#exclusive.then(async () => {
      const job = await this.#claim();
      if (job === null) return false;
      await this.#execute(job);
      return true;
    });
    this.#exclusive = next.catch(() => {});
    return next;
  }

  /**
   * Puts running jobs whose lease has expired back to waiting, attempts kept (a job out of attempts is failed
   * instead). Returns how many were resubmitted or failed.
   */
  async sweep(): Promise<number> {
    const now = this.#now();
    this.#lastSweep = now.getTime();
    const stalled = await this.knex<JobRow>('jobs')
      .where('state', 'running')
      .where('lease_until', '<', now)
      .orderBy('id');
    let swept = 0;
    for (const row of stalled) {
      const job = toJobRecord(this.knex, row);
      const error = `the worker ${job.lockedBy ?? '?'} stopped renewing its lease (attempt ${job.attempts})`;
      const guard: Guard = { id: job.id, lockedBy: job.lockedBy, leaseExpiredBefore: now };
      const changed =
        job.attempts >= job.maxAttempts
          ? await this.#fail(guard, now, error)
          : await this.#backToWaiting(guard, now, now, error);
      if (changed) {
        swept++;
        const outcome = job.attempts >= job.maxAttempts ? 'failed (no attempts left)' : 'resubmitted';
        this.#logger.warn({ job: job.id, name: job.name, lockedBy: job.lockedBy }, `stalled job ${outcome}`);
      }
    }
    return swept;
  }

  async #run(): Promise<void> {
    while (!this.#stopping) {
      this.#wakeRequested = false;
      let ran = false;
      try {
        if (this.#now().getTime() - this.#lastSweep >= this.#sweepIntervalMs) await this.sweep();
        ran = await this.runNext();
      } catch (error) {
        this.#logger.error({ err: error }, 'job worker could not reach the jobs table; trying again');
      }
      if (!ran && !this.#stopping) await this.#sleep();
    }
  }

  #signal(): void {
    this.#wakeRequested = true;
    this.#wakeSleeper();
  }

  #sleep(): Promise<void> {
    if (this.#wakeRequested) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wakeSleeper = () => {};
        resolve();
      };
      const timer = setTimeout(done, this.#pollIntervalMs);
      this.#wakeSleeper = done;
    });
  }

  async #claim(): Promise<JobRecord | null> {
    const names = [...this.#handlers.keys()];
    if (names.length === 0) return null;
    const now = this.#now();
    const due = this.knex('jobs')
      .select('id')
      .where('state', 'waiting')
      .where('run_after', '<=', now)
      .whereIn('name', names)
      .orderBy([{ column: 'run_after' }, { column: 'id' }])
      .limit(1);
    // PostgreSQL: skip rows another worker is claiming. SQLite: one statement holds the write lock, so it is atomic.
    if (dialectOf(this.knex).name === 'pg') due.forUpdate().skipLocked();
    const rows = (await this.knex('jobs')
      .where('id', due)
      .andWhere('state', 'waiting')
      .update({
        state: 'running',
        attempts: this.knex.raw('attempts + 1'),
        locked_by: this.workerId,
        lease_until: later(now, this.#leaseMs),
        updated_at: now,
      })
      .returning('*')) as JobRow[];
    const [row] = rows;
    return row === undefined ? null : toJobRecord(this.knex, row);
  }

  async #execute(job: JobRecord): Promise<void> {
    const handler = this.#handlers.get(job.name);
    const guard: Guard = { id: job.id, lockedBy: this.workerId };
    const heartbeat = setInterval(() => {
      this.#held(guard)
        .update({ lease_until: later(this.#now(), this.#leaseMs) })
        .catch((error: unknown) => this.#logger.warn({ err: error, job: job.id }, 'job heartbeat failed'));
    }, this.#heartbeatMs);
    heartbeat.unref();
    let error: string | null = null;
    try {
      if (handler === undefined) throw new Error(`no handler for ${job.name}`);
      await handler(job.payload, job);
    } catch (thrown) {
      error = messageOf(thrown);
    } finally {
      clearInterval(heartbeat);
    }

    const now = this.#now();
    if (error === null) {
      const kept = await this.#held(guard).update({
        state: 'done',
        locked_by: null,
        lease_until: null,
        updated_at: now,
        finished_at: now,
      });
      if (kept === 0) this.#logger.warn({ job: job.id }, 'job finished after its lease was swept');
      this.#logger.info({ job: job.id, name: job.name, attempts: job.attempts }, 'job done');
      this.emit('completed', job);
    } else if (job.attempts >= job.maxAttempts) {
      await this.#fail(guard, now, error);
      this.#logger.error({ job: job.id, name: job.name, attempts: job.attempts, error }, 'job failed');
      this.emit('failed', job, error);
    } else {
      const runAfter = later(now, this.#backoffMs(job.attempts));
      await this.#backToWaiting(guard, now, runAfter, error);
      this.#logger.warn(
        { job: job.id, name: job.name, attempts: job.attempts, error, runAfter },
        'job retrying',
      );
      this.emit('retrying', job, error);
    }
  }

  /** The job's row while it still runs under the claim the guard names (and, for the sweep, is still expired). */
  #held(guard: Guard): Knex.QueryBuilder {
    const query = this.knex('jobs').where({ id: guard.id, state: 'running', locked_by: guard.lockedBy });
    return guard.leaseExpiredBefore ? query.where('lease_until', '<', guard.leaseExpiredBefore) : query;
  }

  #fail(guard: Guard, now: Date, error: string): Promise<number> {
    return this.#held(guard).update({
      state: 'failed',
      locked_by: null,
      lease_until: null,
      last_error: error,
      updated_at: now,
      finished_at: now,
    });
  }

  /**
   * Back to waiting, or — when an identical job is already waiting (the partial unique index refuses a second)
   * — closed as done, since that twin does the same work.
   */
  async #backToWaiting(guard: Guard, now: Date, runAfter: Date, error: string): Promise<number> {
    try {
      return await this.#held(guard).update({
        state: 'waiting',
        locked_by: null,
        lease_until: null,
        run_after: runAfter,
        last_error: error,
        updated_at: now,
      });
    } catch (thrown) {
      if (!dialectOf(this.knex).isUniqueViolation(thrown)) throw thrown;
      return this.#held(guard).update({
        state: 'done',
        locked_by: null,
        lease_until: null,
        last_error: `${error}; an identical waiting job takes over`,
        updated_at: now,
        finished_at: now,
      });
    }
  }
}
