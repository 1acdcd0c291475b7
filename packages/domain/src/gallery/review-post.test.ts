import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aModel, aReview, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { CreatePost } from './create-post.js';
import { GetPost } from './get-post.js';
import { GetPosts } from './get-posts.js';

const DAY = 24 * 60 * 60 * 1000;

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const fan = await world.given.user(aUser().named('fan'));
  const member = await world.given.user(aUser().named('patron').member());
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const muted = await world.given.user(aUser().named('hushed').muted());
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model));
  const early = await world.given.version(
    aVersion()
      .of(model)
      .inEarlyAccess(new Date(world.clock.now().getTime() + 3 * DAY)),
  );
  return {
    world,
    owner,
    fan,
    member,
    moderator,
    muted,
    model,
    version,
    early,
    create: new CreatePost(world.deps),
  };
};

describe('CreatePost: drafts', () => {
  it('keeps a post made with publish: false as a draft: only its author and moderators see it', async () => {
    const { world, owner, fan, moderator, version, create } = await setup();

    const created = await create.execute(fan, { modelVersionId: version.id, title: 'Soon', publish: false });

    expect(created).toMatchObject({ ok: true, value: { publishedAt: null, title: 'Soon' } });
    if (!created.ok) return;
    const get = new GetPost(world.deps);
    for (const viewer of [fan, moderator])
      expect(await get.execute(viewer, { id: created.value.id })).toMatchObject({
        ok: true,
        value: { id: created.value.id, publishedAt: null },
      });
    for (const viewer of [owner, null])
      expect(await get.execute(viewer, { id: created.value.id })).toEqual({
        ok: false,
        error: errors.notFound,
      });
    const listed = await new GetPosts(world.deps).execute(fan, {
      modelVersionId: version.id,
      userId: fan.id,
    });
    expect(listed).toEqual({ ok: true, value: { items: [], nextCursor: null } });
    expect((await world.repos.audit.ofModel(version.modelId)).at(-1)).toMatchObject({
      action: 'post.create',
      details: { postId: created.value.id, draft: true },
    });
  });
});

describe('CreatePost: review posts (reviewing=true)', () => {
  it('creates the viewer’s review with the chosen thumb and links the post to it, in one transaction', async () => {
    const { world, fan, version, create } = await setup();
    await world.given.download(fan, version);

    const created = await create.execute(fan, {
      modelVersionId: version.id,
      reviewing: true,
      recommended: false,
      publish: false,
    });

    const review = await world.repos.reviews.ofUserAndVersion(fan.id, version.id);
    expect(review).toMatchObject({ recommended: false, rating: 1 });
    expect(created).toMatchObject({ ok: true, value: { reviewId: review?.id } });
  });

  it('links the post to the review the viewer already has, whatever thumb is sent', async () => {
    const { world, fan, version, create } = await setup();
    await world.given.download(fan, version);
    const review = await world.given.review(aReview().of(version).by(fan).up());

    const created = await create.execute(fan, { modelVersionId: version.id, reviewing: true });

    expect(created).toMatchObject({ ok: true, value: { reviewId: review.id } });
    expect(await world.repos.reviews.ofUserAndVersion(fan.id, version.id)).toEqual(review);
  });

  it('asks for a thumb when the viewer has no review yet', async () => {
    const { world, fan, version, create } = await setup();
    await world.given.download(fan, version);
    expect(await create.execute(fan, { modelVersionId: version.id, reviewing: true })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
  });

  it.each([
    ['without a download', 'fan', 'version', false, errors.reviewRequiresDownload],
    ['during early access, a non-member', 'fan', 'early', true, errors.reviewInEarlyAccess],
    ['a muted user', 'muted', 'version', true, errors.muted],
  ] as const)(
    'refuses a review post %s, and stores neither post nor review',
    async (_, who, which, downloaded, error) => {
      const s = await setup();
      const viewer = s[who];
      const target = s[which];
      if (downloaded) await s.world.given.download(viewer, target);

      const answer = await s.create.execute(viewer, {
        modelVersionId: target.id,
        reviewing: true,
        recommended: true,
      });

      expect(answer).toEqual({ ok: false, error });
      expect(await s.world.repos.reviews.ofUserAndVersion(viewer.id, target.id)).toBeNull();
      expect((await s.world.repos.versions.ofId(target.id))?.postCount).toBe(0);
    },
  );

  it('refuses a review post on an early-access version to a non-member who reviewed it before, and lets members and moderators', async () => {
    const { world, fan, member, moderator, early, create } = await setup();
    await world.given.download(fan, early);
    await world.given.review(aReview().of(early).by(fan).up());
    expect(await create.execute(fan, { modelVersionId: early.id, reviewing: true })).toEqual({
      ok: false,
      error: errors.reviewInEarlyAccess,
    });
    for (const viewer of [member, moderator]) {
      await world.given.download(viewer, early);
      const answer = await create.execute(viewer, {
        modelVersionId: early.id,
        reviewing: true,
        recommended: true,
      });
      expect(answer).toMatchObject({ ok: true, value: { reviewId: expect.any(Number) } });
    }
  });
});
