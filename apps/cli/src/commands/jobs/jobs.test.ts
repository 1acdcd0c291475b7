import { spawn } from 'node:child_process';
import { KnexJobs } from '@atelier/adapters';
import { describe, expect, inject, it } from 'vitest';
import { CLI_ROOT } from '../../testing/run-cli.js';
import { useSeededHub } from '../../testing/seeded-hub.js';
import { databases } from '../../testing/test-hub.js';

/** `atelier worker --json` as a process of its own, answering once it has logged `until` on stdout. */
const startWorker = (env: Record<string, string>) => {
  const child = spawn(process.execPath, [inject('cliBin'), 'worker', '--json'], {
    cwd: CLI_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    for (const waiter of waiters) if (stdout.includes(waiter.text)) waiter.resolve();
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    child,
    exited,
    lines: () =>
      stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    logged: (text: string) => new Promise<void>((resolve) => waiters.push({ text, resolve })),
  };
};

describe.each(databases)('atelier worker and atelier jobs on $name', (database) => {
  const hub = useSeededHub(database, { seed: false });
  const jobs = <T>(work: (jobs: KnexJobs) => Promise<T>) =>
    hub().inProcess(({ knex }) => work(new KnexJobs(knex)));

  it('runs queued jobs until SIGTERM, logging one JSON line each', async () => {
    await jobs((queue) => queue.enqueue('rescan', { modelId: 404 }));
    const worker = startWorker(hub().env);
    await worker.logged('"job done"');
    worker.child.kill('SIGTERM');

    expect(await worker.exited).toBe(0);
    const lines = worker.lines();
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'info', message: 'job done', name: 'rescan' }),
    );
    expect(lines.at(-1)).toMatchObject({ ok: true, stopped: 'SIGTERM' });
    expect(await jobs((queue) => queue.counts())).toMatchObject({ waiting: 0, done: 1 });
  });

  it('lists failed jobs with their errors and queues one again on request', async () => {
    const failedId = await hub().inProcess(async ({ knex }) => {
      await new KnexJobs(knex).enqueue('nsfwLevelUpdate', { modelVersionId: 7 });
      await knex('jobs')
        .where('name', 'nsfwLevelUpdate')
        .update({ state: 'failed', attempts: 5, last_error: 'disk on fire' });
      return ((await knex('jobs').where('name', 'nsfwLevelUpdate').first()) as { id: number }).id;
    });

    const listed = (await hub().cli(['jobs', '--json'])).json();
    expect(listed).toMatchObject({
      counts: { failed: 1 },
      failed: [
        { id: failedId, name: 'nsfwLevelUpdate', payload: { modelVersionId: 7 }, lastError: 'disk on fire' },
      ],
    });
    expect((await hub().cli(['jobs', 'retry', '--job', `${failedId}`, '--json'])).json()).toMatchObject({
      job: { id: failedId, state: 'waiting' },
    });
    const again = await hub().cli(['jobs', 'retry', '--job', `${failedId}`, '--json']);
    expect(again.code).toBe(5);
    expect(again.json()).toMatchObject({ ok: false, error: { code: 'JOB.NOT_FAILED' } });
    expect((await hub().cli(['jobs', 'retry', '--job', '999', '--json'])).code).toBe(3);
  });
});
