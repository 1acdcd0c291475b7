import { describe, expect, it } from 'vitest';
import { CreateModelFile } from '../files/create-model-file.js';
import { errors } from '../shared/errors.js';
import { aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { AddPostImage } from './add-post-image.js';
import { CreatePost } from './create-post.js';
import { GetPosts } from './get-posts.js';
import { MAX_POST_IMAGES, postImageKey, postImageUrl } from './post-images.js';

const bytes = (length: number) => Uint8Array.from({ length }, (_, index) => index % 251);

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const fan = await world.given.user(aUser().named('fan'));
  const muted = await world.given.user(aUser().named('hushed').muted());
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const model = await world.given.model(aModel().ownedBy(owner).draft());
  const draft = await world.given.version(aVersion().of(model).draft());
  const publicModel = await world.given.model(aModel().ownedBy(owner).published());
  const published = await world.given.version(aVersion().of(publicModel));
  world.uploads.add({ id: 'img-1', userId: owner.id, filename: 'cover.png', type: 'Image' }, bytes(300));
  return {
    world,
    owner,
    fan,
    muted,
    moderator,
    model,
    draft,
    published,
    create: new CreatePost(world.deps),
    addImage: new AddPostImage(world.deps),
    getPosts: new GetPosts(world.deps),
  };
};

/** What a refusal must leave as it was. */
const snapshot = async (world: ReturnType<typeof createTestWorld>, postId: number) => ({
  images: await world.repos.posts.imagesOf(postId),
  objects: [...world.files.objects.keys()],
  waiting: await world.repos.queue.waiting(),
});

describe('CreatePost', () => {
  it('lets the owner post on a draft version: published now, audited, and counted by the version', async () => {
    const { world, owner, model, draft, create } = await setup();

    const created = await create.execute(owner, { modelVersionId: draft.id, title: '  First look  ' });

    expect(created).toEqual({
      ok: true,
      value: expect.objectContaining({
        userId: owner.id,
        modelVersionId: draft.id,
        title: 'First look',
        publishedAt: world.clock.now(),
        reviewId: null,
      }),
    });
    expect((await world.repos.versions.ofId(draft.id))?.postCount).toBe(1);
    expect(await world.repos.audit.ofModel(model.id)).toEqual([
      expect.objectContaining({ action: 'post.create', actorId: owner.id, modelVersionId: draft.id }),
    ]);
  });

  it('lets anyone signed in post on a public version, and a moderator on a draft', async () => {
    const { fan, moderator, draft, published, create } = await setup();
    expect((await create.execute(fan, { modelVersionId: published.id })).ok).toBe(true);
    expect((await create.execute(moderator, { modelVersionId: draft.id })).ok).toBe(true);
  });

  it.each([
    ['an anonymous visitor on a public version', null, 'published', errors.signInRequired],
    ['an anonymous visitor on a draft', null, 'draft', errors.notFound],
    ['someone else on a draft', 'fan', 'draft', errors.notFound],
    ['a muted user', 'muted', 'published', errors.muted],
    ['an unknown version', 'owner', 'missing', errors.notFound],
  ] as const)('refuses %s and stores nothing', async (_, who, which, error) => {
    const s = await setup();
    const viewer = who === null ? null : s[who];
    const modelVersionId = which === 'missing' ? 9999 : s[which].id;

    expect(await s.create.execute(viewer, { modelVersionId })).toEqual({ ok: false, error });
    expect((await s.world.repos.versions.ofId(s.draft.id))?.postCount).toBe(0);
    expect((await s.world.repos.versions.ofId(s.published.id))?.postCount).toBe(0);
  });

  it('refuses a muted owner on their own draft: muting takes posts away from owners too', async () => {
    const { world, draft } = await setup();
    const hushedOwner = await world.given.user(aUser().named('hushedOwner').muted());
    const model = await world.given.model(aModel().ownedBy(hushedOwner).draft());
    const version = await world.given.version(aVersion().of(model).draft());
    expect(await new CreatePost(world.deps).execute(hushedOwner, { modelVersionId: version.id })).toEqual({
      ok: false,
      error: errors.muted,
    });
    expect((await world.repos.versions.ofId(draft.id))?.postCount).toBe(0);
  });

  it('refuses a title longer than 255 characters', async () => {
    const { owner, draft, create } = await setup();
    const answer = await create.execute(owner, { modelVersionId: draft.id, title: 'x'.repeat(256) });
    expect(answer).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});

describe('AddPostImage', () => {
  const withPost = async () => {
    const s = await setup();
    const created = await s.create.execute(s.owner, { modelVersionId: s.draft.id });
    if (!created.ok) throw new Error('no post');
    return { ...s, post: created.value };
  };

  it('stores the cleaned image under its post, writes its row, queues the NSFW recount and audits', async () => {
    const { world, owner, model, draft, post, addImage } = await withPost();

    const added = await addImage.execute(owner, { postId: post.id, uploadId: 'img-1', nsfwLevel: 4 });

    expect(added).toMatchObject({
      ok: true,
      value: { postId: post.id, width: 64, height: 48, nsfwLevel: 4 },
    });
    if (!added.ok) return;
    const key = postImageKey('1'.padStart(32, '0'), 'png');
    expect(added.value.url).toBe(postImageUrl('1'.padStart(32, '0'), 'png'));
    // What the inspector re-encoded is stored, not the original; the claimed original is gone too.
    expect([...world.files.objects.keys()]).toEqual([key]);
    expect(world.files.objects.get(key)).toEqual(bytes(300).reverse());
    expect(await world.uploads.ofId('img-1')).toBeNull();
    expect(await world.repos.posts.imagesOf(post.id)).toEqual([added.value]);
    expect(await world.repos.queue.waiting()).toEqual([
      { name: 'nsfwLevelUpdate', payload: { modelVersionId: draft.id } },
      { name: 'imageVariants', payload: { imageId: added.value.id } },
    ]);
    expect((await world.repos.audit.ofModel(model.id)).map((entry) => entry.action)).toEqual([
      'post.create',
      'post.addImage',
    ]);
  });

  it('lets a moderator add an image to someone else’s post (with an upload of their own)', async () => {
    const { world, moderator, post, addImage } = await withPost();
    world.uploads.add({ id: 'img-mod', userId: moderator.id, filename: 'm.png', type: 'Image' }, bytes(10));
    expect((await addImage.execute(moderator, { postId: post.id, uploadId: 'img-mod' })).ok).toBe(true);
  });

  it.each([
    ['not an image', 'notAnImage', errors.notAnImage],
    ['a decompression bomb', 'tooManyPixels', errors.imageTooLarge],
  ] as const)('refuses %s and changes nothing: the upload stays for a retry', async (_, problem, error) => {
    const { world, owner, post, addImage } = await withPost();
    world.images.problems.set('img-1', problem);
    const before = await snapshot(world, post.id);

    expect(await addImage.execute(owner, { postId: post.id, uploadId: 'img-1' })).toEqual({
      ok: false,
      error,
    });
    expect(await snapshot(world, post.id)).toEqual(before);
    expect(await world.uploads.ofId('img-1')).not.toBeNull();
  });

  it('refuses a model file’s upload, and modelFile.create refuses an image’s', async () => {
    const { world, owner, draft, post, addImage } = await withPost();
    world.uploads.add({ id: 'model-1', userId: owner.id, filename: 'm.safetensors' }, bytes(100));
    const before = await snapshot(world, post.id);

    expect(await addImage.execute(owner, { postId: post.id, uploadId: 'model-1' })).toEqual({
      ok: false,
      error: errors.uploadTypeMismatch('Model'),
    });
    const asFile = await new CreateModelFile(world.deps).execute(owner, {
      modelVersionId: draft.id,
      uploadId: 'img-1',
      type: 'Model',
    });
    expect(asFile).toEqual({ ok: false, error: errors.uploadTypeMismatch('Image') });
    expect(await snapshot(world, post.id)).toEqual(before);
    expect(await world.repos.files.ofVersion(draft.id)).toEqual([]);
    expect(await world.uploads.ofId('model-1')).not.toBeNull();
    expect(await world.uploads.ofId('img-1')).not.toBeNull();
  });

  it.each([
    ['someone else’s upload', 'img-fan', errors.uploadNotFound],
    ['an unknown upload', 'img-missing', errors.uploadNotFound],
    ['an unfinished upload', 'img-half', errors.uploadIncomplete],
  ])('refuses %s', async (_, uploadId, error) => {
    const { world, owner, fan, post, addImage } = await withPost();
    world.uploads.add({ id: 'img-fan', userId: fan.id, filename: 'f.png', type: 'Image' }, bytes(10));
    world.uploads.add({ id: 'img-half', userId: owner.id, filename: 'h.png', type: 'Image' }, bytes(10), 4);
    const before = await snapshot(world, post.id);
    expect(await addImage.execute(owner, { postId: post.id, uploadId })).toEqual({ ok: false, error });
    expect(await snapshot(world, post.id)).toEqual(before);
  });

  it('lets only the post’s author or a moderator add images; hidden posts answer like missing ones', async () => {
    const { world, owner, fan, published, post, addImage } = await withPost();
    const onPublic = await world.given.post(aPost().of(published).by(owner));
    world.uploads.add({ id: 'img-fan', userId: fan.id, filename: 'f.png', type: 'Image' }, bytes(10));

    expect(await addImage.execute(fan, { postId: onPublic.id, uploadId: 'img-fan' })).toEqual({
      ok: false,
      error: errors.forbidden,
    });
    expect(await addImage.execute(fan, { postId: post.id, uploadId: 'img-fan' })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await addImage.execute(null, { postId: onPublic.id, uploadId: 'img-fan' })).toEqual({
      ok: false,
      error: errors.signInRequired,
    });
    expect(await addImage.execute(owner, { postId: 9999, uploadId: 'img-1' })).toEqual({
      ok: false,
      error: errors.notFound,
    });
  });

  it(`holds at most ${MAX_POST_IMAGES} images per post`, async () => {
    const { world, owner, post, addImage } = await withPost();
    for (let i = 0; i < MAX_POST_IMAGES; i++) {
      world.uploads.add({ id: `many-${i}`, userId: owner.id, filename: 'x.png', type: 'Image' }, bytes(10));
      expect((await addImage.execute(owner, { postId: post.id, uploadId: `many-${i}` })).ok).toBe(true);
    }
    const before = await snapshot(world, post.id);
    expect(await addImage.execute(owner, { postId: post.id, uploadId: 'img-1' })).toEqual({
      ok: false,
      error: errors.tooManyPostImages,
    });
    expect(await snapshot(world, post.id)).toEqual(before);
    expect(await world.uploads.ofId('img-1')).not.toBeNull();
  });

  it(`keeps the limit when the last two images arrive at once: one is added, the other refused`, async () => {
    const { world, owner, post, addImage } = await withPost();
    for (let i = 0; i < MAX_POST_IMAGES - 1; i++) {
      world.uploads.add({ id: `many-${i}`, userId: owner.id, filename: 'x.png', type: 'Image' }, bytes(10));
      expect((await addImage.execute(owner, { postId: post.id, uploadId: `many-${i}` })).ok).toBe(true);
    }
    world.uploads.add({ id: 'last-a', userId: owner.id, filename: 'a.png', type: 'Image' }, bytes(10));
    world.uploads.add({ id: 'last-b', userId: owner.id, filename: 'b.png', type: 'Image' }, bytes(10));
    const answers = await Promise.all([
      addImage.execute(owner, { postId: post.id, uploadId: 'last-a' }),
      addImage.execute(owner, { postId: post.id, uploadId: 'last-b' }),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([{ ok: false, error: errors.tooManyPostImages }]);
    expect((await snapshot(world, post.id)).images).toHaveLength(MAX_POST_IMAGES);
  });
});

describe('GetPosts', () => {
  it('lists a version’s posts newest first with their images, a page at a time', async () => {
    const { world, owner, fan, published, getPosts } = await setup();
    const first = await world.given.post(aPost().of(published).by(owner));
    const second = await world.given.post(aPost().of(published).by(fan));
    const third = await world.given.post(aPost().of(published).by(owner));

    const page = await getPosts.execute(null, { modelVersionId: published.id, limit: 2 });
    expect(page).toMatchObject({
      ok: true,
      value: { items: [{ id: third.id, images: third.images }, { id: second.id }], nextCursor: second.id },
    });
    expect(
      await getPosts.execute(null, { modelVersionId: published.id, limit: 2, cursor: second.id }),
    ).toEqual({
      ok: true,
      value: { items: [expect.objectContaining({ id: first.id })], nextCursor: null },
    });
    const mine = await getPosts.execute(fan, { modelVersionId: published.id, userId: owner.id });
    expect(mine.ok && mine.value.items.map((post) => post.id)).toEqual([third.id, first.id]);
  });

  it('shows a draft’s posts to its owner and moderators only', async () => {
    const { world, owner, fan, moderator, draft, getPosts } = await setup();
    const post = await world.given.post(aPost().of(draft).by(owner));
    for (const viewer of [owner, moderator]) {
      const answer = await getPosts.execute(viewer, { modelVersionId: draft.id });
      expect(answer.ok && answer.value.items.map((p) => p.id)).toEqual([post.id]);
    }
    for (const viewer of [fan, null])
      expect(await getPosts.execute(viewer, { modelVersionId: draft.id })).toEqual({
        ok: false,
        error: errors.notFound,
      });
  });

  it('leaves out what the owner hid from visitors, not from the owner', async () => {
    const { world, owner, fan, published, getPosts } = await setup();
    const model = await world.repos.models.ofId(published.modelId);
    const post = await world.given.post(aPost().of(published).by(owner));
    const byFan = await world.given.post(aPost().of(published).by(fan));
    const settings = await world.repos.gallerySettings.of(published.modelId);
    await world.repos.gallerySettings.save(model?.id ?? 0, {
      ...settings,
      hiddenImages: [post.images[0]?.id ?? 0],
      hiddenUsers: [{ id: fan.id, username: fan.username }],
    });

    const seen = await getPosts.execute(null, { modelVersionId: published.id });
    expect(seen).toMatchObject({ ok: true, value: { items: [{ id: post.id, images: [] }] } });
    const byOwner = await getPosts.execute(owner, { modelVersionId: published.id });
    expect(byOwner.ok && byOwner.value.items.map((p) => [p.id, p.images.length])).toEqual([
      [byFan.id, 1],
      [post.id, 1],
    ]);
  });

  it('leaves out posts and images hidden with a deletion, for moderators too', async () => {
    const { world, owner, moderator, published, getPosts } = await setup();
    await world.given.post(aPost().of(published).by(owner));
    expect(await getPosts.execute(moderator, { modelVersionId: published.id })).toMatchObject({
      ok: true,
      value: { items: [{ images: [{}] }] },
    });
    await world.uow.run(async (r) => {
      await r.deletions.hide({ kind: 'version', id: published.id });
      return { ok: true, value: null };
    });
    expect(await getPosts.execute(moderator, { modelVersionId: published.id })).toEqual({
      ok: true,
      value: { items: [], nextCursor: null },
    });
  });

  it('refuses a limit outside 1 to 50', async () => {
    const { published, getPosts } = await setup();
    expect(await getPosts.execute(null, { modelVersionId: published.id, limit: 51 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
  });
});
