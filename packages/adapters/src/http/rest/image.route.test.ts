import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { User } from '@atelier/domain';
import { aModel, aPost, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../storage/knex/testing/databases.js';
import { type TestServer, useTestServer } from '../testing/test-server.js';

/** A session cookie for `user`, as the browser sends it with `<img>` requests. */
const sessionOf = async (server: TestServer, user: User): Promise<string> => {
  const set = await server.accounts.setPassword(user, 'quartz-otter-lantern-93');
  if (!set.ok) throw new Error(set.error.message);
  const signedIn = await server.accounts.signIn({
    username: user.username,
    password: 'quartz-otter-lantern-93',
  });
  if (!signedIn.ok) throw new Error('sign-in failed');
  return `atelier_session=${signedIn.value.session.secret}`;
};

/** A post image whose file is on disk, in a published model of `owner` unless told otherwise. */
const storedImage = async (server: TestServer, owner: User, version = aVersion().published()) => {
  const { given } = server.world;
  const model = await given.model(aModel().ownedBy(owner).published());
  const stored = await given.version(version.of(model));
  const post = await given.post(aPost().of(stored).withImages({}));
  const image = post.images[0];
  if (image === undefined) throw new Error('the post has an image');
  await server.files.write(`images/posts/${post.id}/${image.id}.png`, new TextEncoder().encode('png bytes'));
  return { model, post, image, path: `/images/posts/${post.id}/${image.id}.png` };
};

const answer = async (server: TestServer, urlPath: string, cookie?: string) => {
  const response = await fetch(`${server.url}${urlPath}`, cookie ? { headers: { cookie } } : {});
  return {
    status: response.status,
    body: await response.text(),
    cacheControl: response.headers.get('cache-control'),
  };
};

/** What the same URL answers once its image is gone for good (model removed; the file stays on disk). */
const missingAfterRemoving = async (server: TestServer, modelId: number, urlPath: string) => {
  await server.world.repos.models.remove(modelId);
  return answer(server, urlPath);
};

describe.each(databases)('public images on $name', (database) => {
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

  it('serves a post image of a visible model to everyone, revalidated on every use', async () => {
    const owner = await server().world.given.user();
    const { path: imagePath } = await storedImage(server(), owner);

    const served = await answer(server(), imagePath);
    expect(served).toMatchObject({ status: 200, body: 'png bytes', cacheControl: 'no-cache' });
  });

  it('answers a post image under another post, or with a non-canonical id, as not found', async () => {
    const owner = await server().world.given.user();
    const { post, image } = await storedImage(server(), owner);

    expect(await answer(server(), `/images/posts/${post.id + 1}/${image.id}.png`)).toMatchObject({
      status: 404,
    });
    expect(await answer(server(), `/images/posts/0${post.id}/${image.id}.png`)).toMatchObject({
      status: 404,
    });
  });

  it.each([
    ['deleted', aUser().deleted()],
    ['banned', aUser().banned()],
  ])(
    'answers images of a %s author exactly like missing ones, except to moderators',
    async (_state, builder) => {
      const owner = await server().world.given.user();
      const { model, path: imagePath } = await storedImage(server(), owner);
      const gone = builder.build(server().clock.now());
      await server().world.repos.users.save({ ...owner, deletedAt: gone.deletedAt, banned: gone.banned });
      const moderator = await server().world.given.user(aUser().moderator());
      const stranger = await server().world.given.user();

      const hidden = [
        await answer(server(), imagePath),
        await answer(server(), imagePath, await sessionOf(server(), stranger)),
      ];
      expect(await answer(server(), imagePath, await sessionOf(server(), moderator))).toMatchObject({
        status: 200,
        cacheControl: 'private, no-store',
      });
      const missing = await missingAfterRemoving(server(), model.id, imagePath);
      expect(missing.status).toBe(404);
      expect(hidden).toEqual([missing, missing]);
    },
  );

  it('answers images of a draft version and images the owner hid like missing ones, except to the owner', async () => {
    const owner = await server().world.given.user();
    const draft = await storedImage(server(), owner, aVersion().draft());
    const hidden = await storedImage(server(), owner);
    const settings = await server().world.repos.gallerySettings.of(hidden.model.id);
    await server().world.repos.gallerySettings.save(hidden.model.id, {
      ...settings,
      hiddenImages: [hidden.image.id],
    });
    const ownerCookie = await sessionOf(server(), owner);
    const stranger = await sessionOf(server(), await server().world.given.user());

    for (const { model, path: imagePath } of [draft, hidden]) {
      const answers = [await answer(server(), imagePath), await answer(server(), imagePath, stranger)];
      expect(await answer(server(), imagePath, ownerCookie)).toMatchObject({
        status: 200,
        body: 'png bytes',
        cacheControl: 'private, no-store',
      });
      const missing = await missingAfterRemoving(server(), model.id, imagePath);
      expect(answers).toEqual([missing, missing]);
    }
  });
});
