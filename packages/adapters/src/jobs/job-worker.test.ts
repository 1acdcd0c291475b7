import { once } from 'node:events';
import { beforeEach, describe, expect, it } from 'vitest';
import { databases, useTestDatabase } from '../storage/knex/testing/databases.js';
import { JobWorker, type JobWorkerOptions } from './job-worker.js';
import { KnexJobs } from './knex-jobs.js';

/** A clock the test moves by hand, so backoff and leases pass without waiting. */
const handClock = () => {
  let at = Date.parse('2026-11-25T00:00:00Z');
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
};

describe.each(databases)('durable jobs on $name', (database) => {
  const knex = useTestDatabase(database);
  let clock = handClock();
  let jobs: KnexJobs;
  const workerOf = (options: JobWorkerOptions = {}) =>
    new JobWorker(knex(), { jobs, now: clock.now, backoffMs: (n) => 1000 * 2 ** n, ...options });

  beforeEach(async () => {
    await knex()('jobs').delete();
    clock = handClock();
    jobs = new KnexJobs(knex(), clock.now, 3);
  });

  it('keeps identical waiting jobs as one, whatever the key order', async () => {
    await jobs.enqueue('rescan', { modelId: 1 });
    await jobs.enqueue('rescan', { modelId: 1 });
    await jobs.enqueue('rescan', { modelId: 2 });
    await jobs.enqueue('processFile', { b: 1, a: 2 });
    await jobs.enqueue('processFile', { a: 2, b: 1 });

    expect((await jobs.counts()).waiting).toBe(3);
  });

  it('queues the same job again once the first is running, so a change made meanwhile is not missed', async () => {
    const worker = workerOf();
    let release = () => {};
    const started = new Promise<void>((resolve) => {
      worker.handle('rescan', async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
      });
    });
    await jobs.enqueue('rescan', { modelId: 1 });
    const first = worker.runNext();
    await started;
    await jobs.enqueue('rescan', { modelId: 1 });
    release();
    await first;

    expect(await jobs.counts()).toMatchObject({ waiting: 1, done: 1 });
  });

  it('runs a job with its payload and marks it done', async () => {
    const worker = workerOf();
    const seen: Record<string, number>[] = [];
    worker.handle('nsfwLevelUpdate', async (payload) => {
      seen.push(payload);
    });
    await jobs.enqueue('nsfwLevelUpdate', { modelVersionId: 7 });
    await worker.drain();

    expect(seen).toEqual([{ modelVersionId: 7 }]);
    const [done] = await jobs.list('done');
    expect(done).toMatchObject({ name: 'nsfwLevelUpdate', attempts: 1, lockedBy: null, lastError: null });
  });

  it('leaves jobs without a handler waiting', async () => {
    const worker = workerOf();
    worker.handle('rescan', async () => {});
    await jobs.enqueue('processFile', { fileId: 1 });
    await worker.drain();

    expect(await jobs.counts()).toMatchObject({ waiting: 1, done: 0 });
  });

  it('retries a failing job after a growing backoff until it succeeds', async () => {
    const worker = workerOf();
    let calls = 0;
    worker.handle('rescan', async () => {
      calls++;
      if (calls < 3) throw new Error(`scanner down (${calls})`);
    });
    await jobs.enqueue('rescan', { modelId: 1 });

    await worker.drain();
    const [waiting] = await jobs.list('waiting');
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'scanner down (1)' });
    expect(waiting?.runAfter).toEqual(new Date(clock.now().getTime() + 2000));

    clock.advance(1999);
    await worker.drain();
    expect(calls).toBe(1);
    clock.advance(1);
    await worker.drain();
    expect((await jobs.list('waiting'))[0]?.runAfter).toEqual(new Date(clock.now().getTime() + 4000));
    clock.advance(4000);
    await worker.drain();

    const [done] = await jobs.list('done');
    expect(calls).toBe(3);
    expect(done).toMatchObject({ attempts: 3, state: 'done' });
  });

  it('keeps a job that always fails as failed after its last attempt, and an operator can retry it', async () => {
    const worker = workerOf();
    worker.handle('rescan', async () => {
      throw new Error('file missing');
    });
    await jobs.enqueue('rescan', { modelId: 1 });
    for (let attempt = 0; attempt < 5; attempt++) {
      await worker.drain();
      clock.advance(60_000);
    }

    const [failed] = await jobs.list('failed');
    expect(failed).toMatchObject({ attempts: 3, maxAttempts: 3, lastError: 'file missing' });
    expect(failed?.finishedAt).not.toBeNull();

    expect(await jobs.retry(failed?.id ?? 0)).toBe('retried');
    expect(await jobs.retry(failed?.id ?? 0)).toBe('not-failed');
    expect(await jobs.ofId(failed?.id ?? 0)).toMatchObject({ state: 'waiting', attempts: 0 });
  });

  it('resubmits a job whose worker stopped renewing its lease, attempts kept', async () => {
    const stalled = workerOf({ leaseMs: 30_000, workerId: 'gone' });
    stalled.handle('rescan', () => new Promise(() => {}));
    await jobs.enqueue('rescan', { modelId: 1 });
    void stalled.runNext();
    await expect.poll(async () => (await jobs.counts()).running).toBe(1);

    const rescuer = workerOf({ leaseMs: 30_000 });
    const ran: number[] = [];
    rescuer.handle('rescan', async (_payload, job) => {
      ran.push(job.attempts);
    });
    expect(await rescuer.sweep()).toBe(0);
    clock.advance(30_001);
    expect(await rescuer.sweep()).toBe(1);
    await rescuer.drain();

    expect(ran).toEqual([2]);
    expect((await jobs.list('done'))[0]?.lastError).toMatch(/gone stopped renewing its lease/);
  });

  it('closes a failed run as done when an identical job is already waiting to do the same work', async () => {
    const worker = workerOf();
    let calls = 0;
    worker.handle('rescan', async () => {
      calls++;
      if (calls === 1) {
        await jobs.enqueue('rescan', { modelId: 1 });
        throw new Error('interrupted');
      }
    });
    await jobs.enqueue('rescan', { modelId: 1 });
    await worker.drain();

    expect(calls).toBe(2);
    expect(await jobs.counts()).toMatchObject({ waiting: 0, done: 2 });
    expect((await jobs.list('done')).map((job) => job.lastError)).toContain(
      'interrupted; an identical waiting job takes over',
    );
  });

  it('fails a stalled job that was on its last attempt instead of resubmitting it', async () => {
    await jobs.enqueue('rescan', { modelId: 1 });
    await knex()('jobs').update({ attempts: 2 });
    const stalled = workerOf({ leaseMs: 1000, workerId: 'gone' });
    stalled.handle('rescan', () => new Promise(() => {}));
    void stalled.runNext();
    await expect.poll(async () => (await jobs.counts()).running).toBe(1);

    clock.advance(1001);
    expect(await workerOf().sweep()).toBe(1);

    expect((await jobs.list('failed'))[0]).toMatchObject({
      attempts: 3,
      lastError: expect.stringMatching(/gone/),
    });
  });

  it('wakes a started worker at once on enqueue, and stop waits for the job in hand', async () => {
    const worker = workerOf({ pollIntervalMs: 3_600_000 });
    let release = () => {};
    const started = new Promise<void>((resolve) => {
      worker.handle('rescan', async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
      });
    });
    worker.start();
    const completed = once(worker, 'completed');
    await jobs.enqueue('rescan', { modelId: 9 });
    await started;

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;

    const [job] = await completed;
    expect(job).toMatchObject({ name: 'rescan', payload: { modelId: 9 } });
    expect((await jobs.counts()).done).toBe(1);
    expect(worker.running).toBe(false);
  });

  it('never gives one job to two concurrent workers', async () => {
    const ids = Array.from({ length: 40 }, (_, index) => index + 1);
    for (const modelId of ids) await jobs.enqueue('rescan', { modelId });
    const runs: number[] = [];
    const [a, b] = [workerOf({ workerId: 'a' }), workerOf({ workerId: 'b' })];
    for (const worker of [a, b])
      worker.handle('rescan', async ({ modelId }) => {
        await new Promise((resolve) => setImmediate(resolve));
        runs.push(modelId ?? 0);
      });
    await Promise.all([a.drain(), b.drain()]);

    expect([...runs].sort((x, y) => x - y)).toEqual(ids);
    expect((await jobs.counts()).done).toBe(40);
  });
});
