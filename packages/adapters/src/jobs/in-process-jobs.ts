import type { Jobs } from '@atelier/domain';

export type JobName = Parameters<Jobs['enqueue']>[0];
export type Job = { id: number; name: JobName; payload: Record<string, number>; enqueuedAt: Date };
export type JobHandler = (payload: Record<string, number>) => Promise<void>;
export type FailedJob = Job & { error: string };

/**
 * Background work run in this process, one job at a time, in order. Jobs wait until a handler for their name is
 * registered; a failing job is recorded and the queue moves on. Queued jobs are lost on restart, which suits the
 * only jobs the spec names (an NSFW-level recompute and a rescan can both be asked for again).
 */
export class InProcessJobs implements Jobs {
  readonly #handlers = new Map<JobName, JobHandler>();
  readonly #queue: Job[] = [];
  readonly failed: FailedJob[] = [];
  #nextId = 1;
  #running: Promise<void> | null = null;

  constructor(private readonly onError: (job: FailedJob) => void = () => {}) {}

  async enqueue(name: JobName, payload: Record<string, number>): Promise<void> {
    this.#queue.push({ id: this.#nextId++, name, payload, enqueuedAt: new Date() });
    this.#kick();
  }

  handle(name: JobName, handler: JobHandler): void {
    this.#handlers.set(name, handler);
    this.#kick();
  }

  /** Jobs not yet run, including those waiting for a handler. */
  pending(): Job[] {
    return [...this.#queue];
  }

  /** Resolves once every job that has a handler has run. */
  async drain(): Promise<void> {
    while (this.#running) await this.#running;
  }

  #kick(): void {
    if (this.#running) return;
    this.#running = this.#run().finally(() => {
      this.#running = null;
    });
  }

  async #run(): Promise<void> {
    for (;;) {
      const index = this.#queue.findIndex((job) => this.#handlers.has(job.name));
      if (index < 0) return;
      const [job] = this.#queue.splice(index, 1) as [Job];
      try {
        await this.#handlers.get(job.name)?.(job.payload);
      } catch (error) {
        const failed = { ...job, error: error instanceof Error ? error.message : String(error) };
        this.failed.push(failed);
        this.onError(failed);
      }
    }
  }
}
