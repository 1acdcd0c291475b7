import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aModel, aPost, aReview, aUser, aVersion, createTestWorld } from '../testing/index.js';
import type { ImageMeta } from './gallery.js';
import { GetPost } from './get-post.js';
import { UpdatePost } from './update-post.js';

const META: ImageMeta = {
  software: 'A1111',
  prompt: 'a lighthouse at dusk',
  negativePrompt: 'blurry',
  sampler: 'DPM++ 2M Karras',
  seed: 1234,
  steps: 30,
  cfgScale: 7,
  model: 'lumen_v3',
};

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const author = await world.given.user(aUser().named('author'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const model = await world.given.model(aModel().ownedBy(owner).named('Lumen').published());
  const version = await world.given.version(aVersion().of(model).named('v3'));
  return { world, owner, author, moderator, model, version, get: new GetPost(world.deps) };
};

describe('GetPost', () => {
  it('shows the post: its images in order with tags and metadata, author, resource, review and reactions', async () => {
    const { world, owner, author, model, version, get } = await setup();
    const tag = await world.given.tag({ name: 'lighthouse' });
    const review = await world.given.review(aReview().of(version).by(author).up().details('Lovely'));
    const post = await world.given.post(
      aPost()
        .of(version)
        .by(author)
        .titled('Coast')
        .forReview(review)
        .withImages({ reactionCount: 3, meta: META }, { reactionCount: 4 }),
    );
    const [first, second] = post.images.map((image) => image.id) as [number, number];
    await new UpdatePost(world.deps).execute(author, {
      id: post.id,
      images: [
        { id: second, nsfwLevel: 1, tags: ['lighthouse'] },
        { id: first, nsfwLevel: 1, tags: [] },
      ],
    });

    const answer = await get.execute(owner, { id: post.id });

    expect(answer).toEqual({
      ok: true,
      value: {
        id: post.id,
        title: 'Coast',
        publishedAt: post.publishedAt,
        user: { id: author.id, username: 'author' },
        resource: { modelId: model.id, modelName: 'Lumen', modelVersionId: version.id, versionName: 'v3' },
        review: { id: review.id, recommended: true, details: 'Lovely' },
        images: [
          expect.objectContaining({ id: second, tags: [{ id: tag.id, name: 'lighthouse' }], meta: null }),
          expect.objectContaining({ id: first, tags: [], meta: META }),
        ],
        reactionCount: 7,
        canEdit: false,
      },
    });
    expect(await get.execute(author, { id: post.id })).toMatchObject({ ok: true, value: { canEdit: true } });
  });

  it('leaves out images the model’s owner hid, except for the owner and moderators', async () => {
    const { world, owner, author, moderator, model, version, get } = await setup();
    const post = await world.given.post(aPost().of(version).by(author).withImages({}, {}));
    const [hidden, shown] = post.images.map((image) => image.id) as [number, number];
    await world.repos.gallerySettings.save(model.id, {
      ...(await world.repos.gallerySettings.of(model.id)),
      hiddenImages: [hidden],
    });
    const idsFor = async (viewer: Parameters<GetPost['execute']>[0]) => {
      const answer = await get.execute(viewer, { id: post.id });
      return answer.ok ? answer.value.images.map((image) => image.id) : answer;
    };
    expect(await idsFor(null)).toEqual([shown]);
    expect(await idsFor(author)).toEqual([shown]);
    expect(await idsFor(owner)).toEqual([hidden, shown]);
    expect(await idsFor(moderator)).toEqual([hidden, shown]);
  });

  it('answers like a missing post for a post on a version or model the viewer may not see', async () => {
    const { world, owner, author, moderator, get } = await setup();
    const hiddenModel = await world.given.model(aModel().ownedBy(owner).unpublished());
    const onHiddenModel = await world.given.post(
      aPost().of(await world.given.version(aVersion().of(hiddenModel))),
    );
    const draftVersion = await world.given.version(
      aVersion()
        .of(await world.given.model(aModel().ownedBy(owner).published()))
        .draft(),
    );
    const onDraftVersion = await world.given.post(aPost().of(draftVersion).by(owner));
    for (const id of [onHiddenModel.id, onDraftVersion.id, 9999]) {
      expect(await get.execute(author, { id })).toEqual({ ok: false, error: errors.notFound });
      expect(await get.execute(null, { id })).toEqual({ ok: false, error: errors.notFound });
    }
    expect((await get.execute(owner, { id: onDraftVersion.id })).ok).toBe(true);
    expect((await get.execute(moderator, { id: onHiddenModel.id })).ok).toBe(true);
  });

  it('shows a post outside any model to anyone, without a resource', async () => {
    const { world, author, get } = await setup();
    const loose = await world.given.post(aPost().by(author));
    expect(await get.execute(null, { id: loose.id })).toMatchObject({ ok: true, value: { resource: null } });
  });
});
