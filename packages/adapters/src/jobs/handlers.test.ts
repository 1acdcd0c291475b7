import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { createContainer, disposeContainer, resolve } from '../container/create-container.js';
import { TOKENS } from '../container/tokens.js';

describe('the job handlers of the composition root', () => {
  let dataDir = '';
  let container: Container;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-jobs-'));
    container = await createContainer(loadConfig({ ATELIER_DATA_DIR: dataDir }), { migrate: true });
  });
  afterAll(async () => {
    await disposeContainer(container);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has a handler for every job the domain names; a job whose subject is gone is done', async () => {
    const deps = resolve(container, TOKENS.deps);
    await deps.jobs.enqueue('nsfwLevelUpdate', { modelVersionId: 404 });
    await deps.jobs.enqueue('rescan', { modelId: 404 });
    await deps.jobs.enqueue('processFile', { fileId: 404 });

    await resolve(container, TOKENS.jobWorker).drain();

    expect(await resolve(container, TOKENS.knexJobs).counts()).toEqual({
      waiting: 0,
      running: 0,
      done: 3,
      failed: 0,
    });
  });

  it('retries a job whose payload lacks its id, saying which', async () => {
    await resolve(container, TOKENS.jobs).enqueue('rescan', { model: 1 });
    await resolve(container, TOKENS.jobWorker).drain();

    const [waiting] = await resolve(container, TOKENS.knexJobs).list('waiting');
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'the payload has no modelId (got {"model":1})' });
  });
});
