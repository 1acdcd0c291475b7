import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { StorageConfig } from '../storage/knex/create-knex.js';
import { databases, useTestDatabase } from '../storage/knex/testing/databases.js';
import { JobWorker } from './job-worker.js';
import { KnexJobs } from './knex-jobs.js';

const STALLING_WORKER = fileURLToPath(new URL('./testing/stalling-worker.ts', import.meta.url));
const ADAPTERS_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Starts a worker process that claims a job and hangs; resolves with the process once it says it started. */
const startDoomedWorker = (storage: StorageConfig) => {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', STALLING_WORKER], {
    cwd: ADAPTERS_DIR,
    env: { ...process.env, ATELIER_JOBS_TEST_STORAGE: JSON.stringify(storage) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const started = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (data: Buffer) => {
      out += data.toString();
      const match = /started (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) =>
      reject(new Error(`the worker process exited (${code}) before starting the job`)),
    );
  });
  return { child, started, exited };
};

const storageOf = (knex: ReturnType<ReturnType<typeof useTestDatabase>>): StorageConfig => {
  const { client, connection } = knex.client.config as { client: string; connection: Record<string, string> };
  return client === 'pg'
    ? { client: 'pg', connectionString: connection.connectionString ?? '' }
    : { client: 'sqlite', filename: connection.filename ?? '' };
};

describe.each(databases)('a worker killed mid-job ($name)', (database) => {
  const knex = useTestDatabase(database);

  it('has its job resubmitted by the sweep and completed exactly once by another worker', async () => {
    await knex().schema.createTable('job_completions', (t) => {
      t.integer('job_id').notNullable();
      t.integer('attempt').notNullable();
    });
    const jobs = new KnexJobs(knex());
    await jobs.enqueue('rescan', { modelId: 42 });

    const doomed = startDoomedWorker(storageOf(knex()));
    const jobId = await doomed.started;
    expect(await jobs.ofId(jobId)).toMatchObject({ state: 'running', attempts: 1 });
    doomed.child.kill('SIGKILL');
    expect(await doomed.exited).toBe('SIGKILL');

    // The survivor's clock runs past the dead worker's lease rather than the test waiting a minute.
    const worker = new JobWorker(knex(), { leaseMs: 5000, now: () => new Date(Date.now() + 120_000) });
    worker.handle('rescan', async (_payload, job) => {
      await knex()('job_completions').insert({ job_id: job.id, attempt: job.attempts });
    });
    expect(await worker.sweep()).toBe(1);
    await worker.drain();

    expect(await knex()('job_completions').select('job_id', 'attempt')).toEqual([
      { job_id: jobId, attempt: 2 },
    ]);
    expect(await jobs.ofId(jobId)).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
  });
});
