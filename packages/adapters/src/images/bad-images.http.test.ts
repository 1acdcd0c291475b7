import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { aFile, aModel, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk } from '../http/testing/expectations.js';
import { useTestServer } from '../http/testing/test-server.js';
import { uploadFile } from '../http/testing/uploads.js';
import { databases } from '../storage/knex/testing/databases.js';
import { pngBomb, pngImage, withUserComment } from './testing/image-fixtures.js';

/** Every file under a folder of the file store, relative to the store. */
const filesUnder = async (root: string, folder: string): Promise<string[]> => {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
};

type Image = { id: number; url: string; width: number; height: number; meta: unknown };

describe.each(databases)('bad images through post.addImage on $name', (database) => {
  const server = useTestServer(database);

  /** A creator's post on their draft version, ready for images. */
  const scene = async () => {
    const { world, signedIn, api } = server();
    const creator = await signedIn(aUser().named('creator'));
    const model = await world.given.model(aModel().ownedBy(creator.user).draft());
    const version = await world.given.version(aVersion().of(model).draft());
    await world.given.file(aFile().of(version));
    const post = expectOk(
      await api.mutation<{ id: number }>('post.create', { modelVersionId: version.id }, creator.auth),
    );
    return { creator, post };
  };

  it.each([
    ['a truncated PNG', async () => (await pngImage(400, 300)).subarray(0, 600), 'IMAGE.NOT_AN_IMAGE'],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await withUserComment('jpeg', 'Steps: 20');
        return jpeg.subarray(0, Math.floor(jpeg.length / 2));
      },
      'IMAGE.NOT_AN_IMAGE',
    ],
    ['a text file named .png', async () => Buffer.from('not an image\n'.repeat(80)), 'IMAGE.NOT_AN_IMAGE'],
    ['a 60000×60000 PNG header (a decompression bomb)', async () => pngBomb(60_000), 'IMAGE.TOO_MANY_PIXELS'],
  ])('refuses %s with its catalogue error, and stores nothing', async (_, make, code) => {
    const { api, files, knex } = server();
    const { creator, post } = await scene();
    const uploadId = await uploadFile(server(), creator.auth, await make(), {
      type: 'Image',
      filename: 'cover.png',
    });

    const refused = await api.mutation('post.addImage', { postId: post.id, uploadId }, creator.auth);

    expectFailure(refused, 400, code);
    if (!refused.ok) expect(refused.error.message).not.toMatch(/sharp|vips|Error:/i);
    expect(Number((await knex('images').where('post_id', post.id).count('* as n').first())?.n)).toBe(0);
    expect(await filesUnder(files.root, 'post-images')).toEqual([]);
    expect(await filesUnder(files.root, 'claimed-images')).toEqual([]);
    expect(await server().world.repos.queue.waiting()).toEqual([]);
    // The upload stays, to be used again.
    expect(await knex('uploads').where({ id: uploadId }).first('id')).toEqual({ id: uploadId });
  });

  it('stores a good image under its content key with its generation parameters, and queues its variants', async () => {
    const { api, files, world } = server();
    const { creator, post } = await scene();
    const uploadId = await uploadFile(
      server(),
      creator.auth,
      await withUserComment('jpeg', 'a fox\nSteps: 20, Sampler: Euler a, Seed: 7'),
      { type: 'Image', filename: 'fox.jpg' },
    );

    const image = expectOk(
      await api.mutation<Image>('post.addImage', { postId: post.id, uploadId }, creator.auth),
    );

    const contentKey = /^\/images\/([0-9a-f]{32})\/original\.jpg$/.exec(image.url)?.[1];
    expect(contentKey).toBeDefined();
    expect(image.meta).toMatchObject({
      software: 'A1111',
      prompt: 'a fox',
      steps: 20,
      sampler: 'Euler a',
      seed: 7,
    });
    expect(await filesUnder(files.root, 'post-images')).toEqual([`post-images/${contentKey}/original.jpg`]);
    expect(await world.repos.queue.waiting()).toEqual(
      expect.arrayContaining([{ name: 'imageVariants', payload: { imageId: image.id } }]),
    );
  });
});
