import { aModel, aPost, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../../../images/testing/image-fixtures.js';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';
import { uploadFile } from '../../testing/uploads.js';

type PostPage = {
  id: number;
  title: string | null;
  publishedAt: Date | null;
  user: { id: number; username: string };
  resource: { modelId: number; modelVersionId: number } | null;
  review: { id: number; recommended: boolean } | null;
  images: { id: number; nsfwLevel: number; tags: { name: string }[] }[];
  canEdit: boolean;
};

/** The post editor and page over HTTP (docs/posts.md): drafts, review posts, edits, removal and deletion. */
describe.each(databases)('post editing on $name', (database) => {
  const server = useTestServer(database);

  /** A published model and version, a fan who posts on it, and the hub's tags. */
  const scene = async () => {
    const { world, signedIn } = server();
    const owner = await world.given.user(aUser().named('owner'));
    const model = await world.given.model(aModel().ownedBy(owner).published());
    const version = await world.given.version(aVersion().of(model));
    const fan = await signedIn(aUser().named('fan'));
    await world.given.tag({ name: 'portrait' });
    return { world, model, version, fan };
  };

  it('a draft gets three uploaded images, is edited and published: then anyone sees it, in its order', async () => {
    const { api } = server();
    const { model, version, fan } = await scene();
    const draft = expectOk(
      await api.mutation<{ id: number; publishedAt: Date | null }>(
        'post.create',
        { modelVersionId: version.id, publish: false },
        fan.auth,
      ),
    );
    expect(draft.publishedAt).toBeNull();
    const added: number[] = [];
    for (const width of [40, 50, 60]) {
      const uploadId = await uploadFile(server(), fan.auth, await pngImage(width, 30), { type: 'Image' });
      const image = expectOk(
        await api.mutation<{ id: number }>('post.addImage', { postId: draft.id, uploadId }, fan.auth),
      );
      added.push(image.id);
    }
    const [a, b, c] = added as [number, number, number];
    // A draft answers like a missing post to everyone but its author (and moderators).
    const missing = await api.query('post.get', { id: 999_999 });
    const hidden = await api.query('post.get', { id: draft.id });
    expectFailure(hidden, 404, 'NOT_FOUND');
    expect(JSON.stringify(hidden.ok ? null : hidden.error)).toBe(
      JSON.stringify(missing.ok ? null : missing.error),
    );

    expectOk(
      await api.mutation(
        'post.update',
        {
          id: draft.id,
          title: 'Three views',
          publish: true,
          images: [
            { id: c, nsfwLevel: 1, tags: ['Portrait'] },
            { id: a, nsfwLevel: 2, tags: [] },
            { id: b, nsfwLevel: 1, tags: [] },
          ],
        },
        fan.auth,
      ),
    );

    const page = expectOk(await api.query<PostPage>('post.get', { id: draft.id }));
    expect(page).toMatchObject({
      title: 'Three views',
      publishedAt: expect.any(Date),
      user: { username: 'fan' },
      resource: { modelId: model.id, modelVersionId: version.id },
      images: [
        { id: c, nsfwLevel: 1, tags: [{ name: 'portrait' }] },
        { id: a, nsfwLevel: 2, tags: [] },
        { id: b, nsfwLevel: 1, tags: [] },
      ],
      canEdit: false,
    });
    expect(expectOk(await api.query<PostPage>('post.get', { id: draft.id }, fan.auth)).canEdit).toBe(true);
  });

  it('a review post: the thumb becomes the viewer’s review and the post is linked to it', async () => {
    const { api, world } = server();
    const { version, fan, model } = await scene();
    expectFailure(
      await api.mutation(
        'post.create',
        { modelVersionId: version.id, reviewing: true, recommended: true },
        fan.auth,
      ),
      403,
      'REVIEW.DOWNLOAD_REQUIRED',
    );
    await world.given.download(fan.user, version);

    const post = expectOk(
      await api.mutation<{ id: number; reviewId: number }>(
        'post.create',
        { modelVersionId: version.id, reviewing: true, recommended: false },
        fan.auth,
      ),
    );

    const review = await world.repos.reviews.ofUserAndVersion(fan.user.id, version.id);
    expect(review).toMatchObject({ id: post.reviewId, modelId: model.id, recommended: false });
  });

  it('removing an image and deleting the post: gone for everyone, stored still, audited', async () => {
    const { api, world } = server();
    const { version, fan, model } = await scene();
    const post = await world.given.post(aPost().of(version).by(fan.user).withImages({}, {}));
    const [first, second] = post.images.map((image) => image.id) as [number, number];

    expectOk(await api.mutation('post.removeImage', { postId: post.id, imageId: second }, fan.auth));
    expect(expectOk(await api.query<PostPage>('post.get', { id: post.id })).images.map((i) => i.id)).toEqual([
      first,
    ]);
    expectFailure(
      await api.mutation('post.removeImage', { postId: post.id, imageId: first }, fan.auth),
      409,
      'POST.LAST_IMAGE',
    );

    expectOk(await api.mutation('post.delete', { id: post.id }, fan.auth));

    expectFailure(await api.query('post.get', { id: post.id }, fan.auth), 404, 'NOT_FOUND');
    const rows = await server().knex('images').where('post_id', post.id).orderBy('id').select('deleted_with');
    expect(rows).toEqual([{ deleted_with: `post:${post.id}` }, { deleted_with: `image:${second}` }]);
    expect((await world.repos.audit.ofModel(model.id)).map((entry) => entry.action)).toEqual([
      'post.removeImage',
      'post.delete',
    ]);
  });

  it('a muted user is refused by the server: no post, no review post, no edit of their own post', async () => {
    const { api, world, signedIn } = server();
    const { version } = await scene();
    const muted = await signedIn(aUser().named('hushed').muted());
    const own = await world.given.post(aPost().of(version).by(muted.user));

    for (const input of [
      { modelVersionId: version.id },
      { modelVersionId: version.id, reviewing: true, recommended: true },
    ])
      expectFailure(await api.mutation('post.create', input, muted.auth), 403, 'USER.MUTED');
    expectFailure(
      await api.mutation('post.update', { id: own.id, title: 'x' }, muted.auth),
      403,
      'USER.MUTED',
    );
    expect(await server().knex('posts').where('user_id', muted.user.id).select('id')).toEqual([
      { id: own.id },
    ]);
  });

  it('strict inputs: unknown keys, unpublishing, NSFW levels outside the flags and unknown tags are refused', async () => {
    const { api, world } = server();
    const { version, fan } = await scene();
    const post = await world.given.post(aPost().of(version).by(fan.user));
    const image = post.images[0]?.id ?? 0;
    for (const input of [
      { id: post.id, extra: 1 },
      { id: post.id, publish: false },
      { id: post.id, images: [{ id: image, nsfwLevel: 3, tags: [] }] },
      { id: post.id, images: [{ id: image, nsfwLevel: 1, tags: [], extra: true }] },
    ])
      expectFailure(await api.mutation('post.update', input, fan.auth), 400, 'INVALID_INPUT');
    expectFailure(
      await api.mutation(
        'post.update',
        { id: post.id, images: [{ id: image, nsfwLevel: 1, tags: ['glitter'] }] },
        fan.auth,
      ),
      400,
      'POST.UNKNOWN_TAG',
    );
    expectFailure(
      await api.mutation('post.delete', { id: post.id, why: 'x' }, fan.auth),
      400,
      'INVALID_INPUT',
    );
  });
});
