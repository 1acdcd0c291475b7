import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { contentKeyOfImageUrl, isReadyToPublish, postImageKey } from '@atelier/domain';
import { aFile, aModel, aUser, aVersion } from '@atelier/domain/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngBomb, pngImage } from '../../../images/testing/image-fixtures.js';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { sessionOf } from '../../testing/sessions.js';
import { useTestServer } from '../../testing/test-server.js';
import { tusClient, uploadFile } from '../../testing/uploads.js';

type Image = { id: number; postId: number; url: string; width: number; height: number; hash: string | null };

/** Every file under the file store, relative to it: what a refusal must leave untouched. */
const storedFiles = async (root: string): Promise<string[]> => {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
};

describe.each(databases)('post.* on $name', (database) => {
  const server = useTestServer(database);

  /** A creator's draft model with a draft version that has a file and no post yet. */
  const scene = async () => {
    const { world, signedIn } = server();
    const creator = await signedIn(aUser().named('creator'));
    const model = await world.given.model(aModel().ownedBy(creator.user).draft());
    const version = await world.given.version(aVersion().of(model).draft());
    await world.given.file(aFile().of(version));
    return { creator, model, version };
  };

  const newPost = async (auth: { apiKey: string }, modelVersionId: number) =>
    expectOk(await server().api.mutation<{ id: number }>('post.create', { modelVersionId }, auth));

  /** What a refused addImage must not change: the post's images, the stored files, the queued jobs, the upload. */
  const stateOf = async (postId: number, uploadId: string) => {
    const { world, files } = server();
    return {
      images: await world.repos.posts.imagesOf(postId),
      files: await storedFiles(files.root),
      jobs: await world.repos.queue.waiting(),
      upload: await server().knex('uploads').where({ id: uploadId }).first('id', 'complete'),
    };
  };

  it('a real PNG goes in through /api/uploads and becomes the first post’s image, served at its stored size', async () => {
    const { api, url, world } = server();
    const { creator, version } = await scene();
    // The publish gate: files, but no post yet.
    expect(
      isReadyToPublish((await world.repos.versions.ofId(version.id)) ?? { fileCount: 0, postCount: 0 }),
    ).toBe(false);

    const png = await pngImage(96, 64);
    const uploadId = await uploadFile(server(), creator.auth, png, { type: 'Image', filename: 'cover.png' });
    const post = await newPost(creator.auth, version.id);
    const image = expectOk(
      await api.mutation<Image>('post.addImage', { postId: post.id, uploadId, nsfwLevel: 1 }, creator.auth),
    );

    expect(image).toMatchObject({
      postId: post.id,
      width: 96,
      height: 64,
      url: expect.stringMatching(/^\/images\/[0-9a-f]{32}\/original\.png$/),
    });
    const contentKey = contentKeyOfImageUrl(image.url) ?? '';
    expect(image.hash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{6,}$/);
    const shown = await fetch(`${url}${image.url}`, {
      headers: { cookie: await sessionOf(server(), creator.user) },
    });
    expect(shown.status).toBe(200);
    const served = await sharp(Buffer.from(await shown.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'png', width: image.width, height: image.height });
    // The draft's image is the owner's to see until the version is published.
    expect((await fetch(`${url}${image.url}`)).status).toBe(404);
    // The upload is used up, the claimed original gone; the version's NSFW level is recomputed by a job.
    expect(await server().knex('uploads').where({ id: uploadId }).first()).toBeUndefined();
    expect(await storedFiles(server().files.root)).toEqual([postImageKey(contentKey, 'png')]);
    expect(await world.repos.queue.waiting()).toEqual([
      { name: 'nsfwLevelUpdate', payload: { modelVersionId: version.id } },
      { name: 'imageVariants', payload: { imageId: image.id } },
    ]);

    // The version now has files and a post: the publish gate opens.
    const counted = await world.repos.versions.ofId(version.id);
    expect(counted).toMatchObject({ postCount: 1, fileCount: 1 });
    expect(isReadyToPublish(counted ?? { fileCount: 0, postCount: 0 })).toBe(true);

    const listed = expectOk(
      await api.query<{ items: { id: number; images: Image[] }[]; nextCursor: number | null }>(
        'post.getInfinite',
        { modelVersionId: version.id },
        creator.auth,
      ),
    );
    expect(listed).toEqual({
      items: [expect.objectContaining({ id: post.id, images: [image] })],
      nextCursor: null,
    });
    expectFailure(await api.query('post.getInfinite', { modelVersionId: version.id }), 404, 'NOT_FOUND');
  });

  it.each([
    [
      'a text file named .png',
      async () => Buffer.from('not an image at all\n'.repeat(50)),
      'IMAGE.NOT_AN_IMAGE',
    ],
    [
      'a decompression bomb (a tiny PNG declaring 100000×100000)',
      async () => pngBomb(100_000),
      'IMAGE.TOO_MANY_PIXELS',
    ],
  ])('refuses %s and changes nothing', async (_, make, code) => {
    const { api } = server();
    const { creator, version } = await scene();
    const post = await newPost(creator.auth, version.id);
    const uploadId = await uploadFile(server(), creator.auth, await make(), {
      type: 'Image',
      filename: 'cover.png',
    });
    const before = await stateOf(post.id, uploadId);

    expectFailure(
      await api.mutation('post.addImage', { postId: post.id, uploadId }, creator.auth),
      400,
      code,
    );

    expect(await stateOf(post.id, uploadId)).toEqual(before);
    expect(before.upload).toBeDefined();
  });

  it('keeps model files and images apart: addImage refuses a Model upload, modelFile.create an Image upload', async () => {
    const { api } = server();
    const { creator, version } = await scene();
    const post = await newPost(creator.auth, version.id);
    const modelUpload = await uploadFile(server(), creator.auth, await pngImage(), {
      type: 'Model',
      filename: 'cover.png',
    });
    const imageUpload = await uploadFile(server(), creator.auth, await pngImage(), {
      type: 'Image',
      filename: 'model.safetensors',
    });
    const before = [await stateOf(post.id, modelUpload), await stateOf(post.id, imageUpload)];

    expectFailure(
      await api.mutation('post.addImage', { postId: post.id, uploadId: modelUpload }, creator.auth),
      400,
      'UPLOAD.TYPE_MISMATCH',
    );
    expectFailure(
      await api.mutation(
        'modelFile.create',
        { modelVersionId: version.id, uploadId: imageUpload, type: 'Model' },
        creator.auth,
      ),
      400,
      'UPLOAD.TYPE_MISMATCH',
    );

    expect([await stateOf(post.id, modelUpload), await stateOf(post.id, imageUpload)]).toEqual(before);
    expect((await server().world.repos.versions.ofId(version.id))?.fileCount).toBe(1);
  });

  it('an Image upload may declare at most 32 MB', async () => {
    const { creator } = await scene();
    const refused = await tusClient(server().url).create(32 * 1024 * 1024 + 1, creator.auth, {
      type: 'Image',
      filename: 'huge.png',
    });
    expect(refused).toMatchObject({
      status: 413,
      refusal: {
        code: 'UPLOAD.TOO_LARGE',
        message: 'This file is too large: an Image file can be at most 32 MB.',
      },
    });
    expect(
      (
        await tusClient(server().url).create(32 * 1024 * 1024, creator.auth, {
          type: 'Image',
          filename: 'big.png',
        })
      ).status,
    ).toBe(201);
  });

  it('strict inputs: unknown keys and NSFW levels outside the flags are refused', async () => {
    const { api } = server();
    const { creator, version } = await scene();
    expectFailure(
      await api.mutation('post.create', { modelVersionId: version.id, extra: 1 }, creator.auth),
      400,
      'INVALID_INPUT',
    );
    const post = await newPost(creator.auth, version.id);
    expectFailure(
      await api.mutation(
        'post.addImage',
        { postId: post.id, uploadId: '0'.repeat(32), nsfwLevel: 3 },
        creator.auth,
      ),
      400,
      'INVALID_INPUT',
    );
  });
});
