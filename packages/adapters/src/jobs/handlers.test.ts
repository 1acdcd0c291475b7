import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postImageKey, postImageUrl } from '@atelier/domain';
import { aPost } from '@atelier/domain/testing';
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { createContainer, disposeContainer, resolve } from '../container/create-container.js';
import { TOKENS } from '../container/tokens.js';
import { pngImage } from '../images/testing/image-fixtures.js';
import { createKnexWorld } from '../storage/knex/testing/create-knex-world.js';

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
    await deps.jobs.enqueue('imageVariants', { imageId: 404 });

    await resolve(container, TOKENS.jobWorker).drain();

    expect(await resolve(container, TOKENS.knexJobs).counts()).toEqual({
      waiting: 0,
      running: 0,
      done: 4,
      failed: 0,
    });
  });

  it('makes the variants of a new post image ahead; delivered again, the job does no work', async () => {
    const { given } = await createKnexWorld(resolve(container, TOKENS.knex));
    const contentKey = 'c0ffee'.padEnd(32, '0');
    const post = await given.post(
      aPost().withImages({ url: postImageUrl(contentKey, 'png'), width: 700, height: 500 }),
    );
    const files = resolve(container, TOKENS.diskFileStorage);
    await files.write(postImageKey(contentKey, 'png'), await pngImage(700, 500));
    const variants = resolve(container, TOKENS.imageVariants);
    const imageId = post.images[0]?.id as number;

    await resolve(container, TOKENS.jobs).enqueue('imageVariants', { imageId });
    await resolve(container, TOKENS.jobWorker).drain();
    const made = variants.generated;
    await resolve(container, TOKENS.jobs).enqueue('imageVariants', { imageId });
    await resolve(container, TOKENS.jobWorker).drain();

    expect((await readdir(files.pathOf(`post-images/${contentKey}/`))).sort()).toEqual([
      '1280.avif',
      '1280.webp',
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
      'original.png',
    ]);
    expect(made).toBe(6);
    expect(variants.generated).toBe(6);
  });

  it('retries a job whose payload lacks its id, saying which', async () => {
    await resolve(container, TOKENS.jobs).enqueue('rescan', { model: 1 });
    await resolve(container, TOKENS.jobWorker).drain();

    const [waiting] = await resolve(container, TOKENS.knexJobs).list('waiting');
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'the payload has no modelId (got {"model":1})' });
  });
});
