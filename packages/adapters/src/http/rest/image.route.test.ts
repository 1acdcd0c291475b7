import { randomBytes } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { postImageKey, postImageUrl, type User } from '@atelier/domain';
import { aModel, aPost, aUser, aVersion, type PostBuilder } from '@atelier/domain/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../../images/testing/image-fixtures.js';
import { databases } from '../../storage/knex/testing/databases.js';
import { sessionOf } from '../testing/sessions.js';
import { type TestServer, useTestServer } from '../testing/test-server.js';

/** A variant's public URL, spelled out here as clients see it (docs/images.md). */
const imageVariantUrl = (contentKey: string, width: number, format: 'avif' | 'webp'): string =>
  `/images/${contentKey}/${width}.${format}`;

const PUBLIC = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';

/**
 * A post image stored under a fresh content key (a real 900×600 PNG), in a published model of `owner` unless told
 * otherwise; `post` adjusts the post (a draft, …).
 */
const storedImage = async (
  server: TestServer,
  owner: User,
  options: { version?: ReturnType<typeof aVersion>; post?: (post: PostBuilder) => PostBuilder } = {},
) => {
  const { given } = server.world;
  const contentKey = randomBytes(16).toString('hex');
  const model = await given.model(aModel().ownedBy(owner).published());
  const version = await given.version((options.version ?? aVersion().published()).of(model));
  const builder = aPost()
    .of(version)
    .by(owner)
    .withImages({ url: postImageUrl(contentKey, 'png'), width: 900, height: 600 });
  const post = await given.post(options.post?.(builder) ?? builder);
  const image = post.images[0];
  if (image === undefined) throw new Error('the post has an image');
  const bytes = await pngImage(900, 600);
  await server.files.write(postImageKey(contentKey, 'png'), bytes);
  return {
    contentKey,
    model,
    post,
    image,
    bytes,
    original: image.url,
    variant: imageVariantUrl(contentKey, 640, 'webp'),
  };
};

const answer = async (server: TestServer, urlPath: string, cookie?: string) => {
  const response = await fetch(`${server.url}${urlPath}`, cookie ? { headers: { cookie } } : {});
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    body: Buffer.from(await response.arrayBuffer()),
  };
};

/** What the same URL answers once no image row has its content key (its files stay on disk). */
const missingAfterRemoving = async (server: TestServer, contentKey: string, urlPath: string) => {
  await server.knex('images').where('content_key', contentKey).delete();
  return answer(server, urlPath);
};

describe.each(databases)('images on $name', (database) => {
  const server = useTestServer(database);

  it('serves other stored images at /images/…; outside the images folder or missing is not found', async () => {
    const { url, files } = server();
    await mkdir(path.join(files.root, 'images/generated'), { recursive: true });
    await writeFile(path.join(files.root, 'images/generated/2.png'), 'png bytes');
    await writeFile(path.join(files.root, 'secret.txt'), 'not an image');

    const image = await fetch(`${url}/images/generated/2.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await image.text()).toBe('png bytes');
    expect((await fetch(`${url}/images/../secret.txt`)).status).toBe(404);
    expect((await fetch(`${url}/images/%2e%2e/secret.txt`)).status).toBe(404);
    expect((await fetch(`${url}/images/generated/9.png`)).status).toBe(404);
  });

  it('serves a public image’s original and its variants to everyone, cached for good', async () => {
    const owner = await server().world.given.user();
    const { contentKey, original, bytes } = await storedImage(server(), owner);

    expect(await answer(server(), original)).toEqual({
      status: 200,
      contentType: 'image/png',
      cacheControl: PUBLIC,
      body: bytes,
    });
    for (const [width, format, shown] of [
      [320, 'avif', 320],
      [640, 'webp', 640],
      [1280, 'webp', 900],
    ] as const) {
      const variant = await answer(server(), imageVariantUrl(contentKey, width, format));
      expect(variant).toMatchObject({ status: 200, contentType: `image/${format}`, cacheControl: PUBLIC });
      expect(await sharp(variant.body).metadata()).toMatchObject({
        format: format === 'avif' ? 'heif' : 'webp',
        width: shown,
        height: Math.round((shown * 600) / 900),
      });
    }
  });

  it('makes a variant once: a second request, or several at once, do no work', async () => {
    const owner = await server().world.given.user();
    const { contentKey, variant } = await storedImage(server(), owner);
    const file = server().files.pathOf(`post-images/${contentKey}/640.webp`);

    const [first, ...together] = await Promise.all([1, 2, 3].map(() => answer(server(), variant)));
    const made = await stat(file);
    const again = await answer(server(), variant);

    expect(first?.status).toBe(200);
    expect(together.map((one) => one.body)).toEqual([first?.body, first?.body]);
    expect(again.body).toEqual(first?.body);
    // The same file, neither replaced (a new inode) nor rewritten (a new modification time).
    expect(await stat(file)).toMatchObject({ ino: made.ino, mtimeMs: made.mtimeMs });
  });

  it('answers malformed keys, widths and extensions as plain not found', async () => {
    const owner = await server().world.given.user();
    const { contentKey } = await storedImage(server(), owner);

    for (const urlPath of [
      `/images/${contentKey}/999.webp`,
      `/images/${contentKey}/640.png`,
      `/images/${contentKey}/original.jpg`,
      `/images/${contentKey}/original.avif`,
      `/images/${contentKey.toUpperCase()}/original.png`,
      `/images/${contentKey.slice(1)}/original.png`,
      '/images/NOTHEX/original.png',
      `/images/${contentKey}/original.png/x`,
    ])
      expect({ urlPath, status: (await answer(server(), urlPath)).status }).toEqual({ urlPath, status: 404 });
    expect(
      (await fetch(`${server().url}/images/${contentKey}/original.png`, { method: 'POST' })).status,
    ).toBe(404);
  });

  it.each([
    [
      'hidden by the owner',
      async (s: TestServer, hidden: Awaited<ReturnType<typeof storedImage>>) => {
        const settings = await s.world.repos.gallerySettings.of(hidden.model.id);
        await s.world.repos.gallerySettings.save(hidden.model.id, {
          ...settings,
          hiddenImages: [hidden.image.id],
        });
      },
    ],
    [
      'of an unpublished model',
      async (s: TestServer, hidden: Awaited<ReturnType<typeof storedImage>>) => {
        await s.world.repos.models.save({ ...hidden.model, status: 'Unpublished' });
      },
    ],
  ])(
    'answers an image %s exactly like a missing one, except to its owner and moderators (never stored)',
    async (_, hide) => {
      const owner = await server().world.given.user();
      const hidden = await storedImage(server(), owner);
      await answer(server(), hidden.variant); // made while it was public: it stays on disk, unserved
      await hide(server(), hidden);
      const ownerCookie = await sessionOf(server(), owner);
      const moderator = await sessionOf(server(), await server().world.given.user(aUser().moderator()));
      const stranger = await sessionOf(server(), await server().world.given.user());

      const urls = [hidden.original, hidden.variant, imageVariantUrl(hidden.contentKey, 320, 'webp')];
      const answers = [];
      for (const urlPath of urls) {
        answers.push([await answer(server(), urlPath), await answer(server(), urlPath, stranger)]);
        for (const cookie of [ownerCookie, moderator])
          expect(await answer(server(), urlPath, cookie)).toMatchObject({
            status: 200,
            cacheControl: PRIVATE,
          });
      }
      await server().knex('images').where('content_key', hidden.contentKey).delete();
      const missing = [];
      for (const urlPath of urls) missing.push(await answer(server(), urlPath));

      expect(missing.map((one) => one.status)).toEqual([404, 404, 404]);
      expect(answers).toEqual(missing.map((one) => [one, one]));
    },
  );

  it('answers a hidden image byte for byte like the same URL once its image is gone', async () => {
    const owner = await server().world.given.user();
    const hidden = await storedImage(server(), owner);
    await server().world.repos.models.save({ ...hidden.model, status: 'Unpublished' });
    const stranger = await sessionOf(server(), await server().world.given.user());

    const answers = [
      await answer(server(), hidden.original),
      await answer(server(), hidden.original, stranger),
    ];
    const missing = await missingAfterRemoving(server(), hidden.contentKey, hidden.original);

    expect(missing.status).toBe(404);
    expect(answers).toEqual([missing, missing]);
  });

  it('answers the images of a deleted post like missing ones, to everyone', async () => {
    const owner = await server().world.given.user();
    const gone = await storedImage(server(), owner);
    await server()
      .knex('posts')
      .where('id', gone.post.id)
      .update({ deleted_with: `post:${gone.post.id}` });
    await server()
      .knex('images')
      .where('post_id', gone.post.id)
      .update({ deleted_with: `post:${gone.post.id}` });
    const cookies = [
      undefined,
      await sessionOf(server(), owner),
      await sessionOf(server(), await server().world.given.user(aUser().moderator())),
    ];

    const answers = [];
    for (const cookie of cookies) answers.push(await answer(server(), gone.variant, cookie));
    const missing = await missingAfterRemoving(server(), gone.contentKey, gone.variant);

    expect(missing.status).toBe(404);
    expect(answers).toEqual([missing, missing, missing]);
  });

  it('serves a draft post’s images to its author only, never stored; a draft version’s likewise', async () => {
    const owner = await server().world.given.user();
    const draftPost = await storedImage(server(), owner, { post: (post) => post.unpublished() });
    const draftVersion = await storedImage(server(), owner, { version: aVersion().draft() });
    const ownerCookie = await sessionOf(server(), owner);

    for (const image of [draftPost, draftVersion]) {
      expect((await answer(server(), image.original)).status).toBe(404);
      expect(await answer(server(), image.original, ownerCookie)).toMatchObject({
        status: 200,
        cacheControl: PRIVATE,
        body: image.bytes,
      });
    }
  });

  it('serves a stored image shared by several rows as visible as the most visible of them', async () => {
    const owner = await server().world.given.user();
    const hidden = await storedImage(server(), owner);
    await server().world.repos.models.save({ ...hidden.model, status: 'Unpublished' });
    expect((await answer(server(), hidden.original)).status).toBe(404);

    const model = await server().world.given.model(aModel().ownedBy(owner).published());
    const version = await server().world.given.version(aVersion().of(model).published());
    await server().world.given.post(aPost().of(version).by(owner).withImages({ url: hidden.original }));

    expect(await answer(server(), hidden.original)).toMatchObject({ status: 200, cacheControl: PUBLIC });
  });
});
