import { describe, expect, it } from 'vitest';
import { aModel, aPost, aUser, aVersion, createTestWorld, type PostBuilder } from '../testing/index.js';
import { GetImageAccess } from './image-access.js';
import { postImageUrl } from './post-images.js';

const KEY = 'f'.repeat(32);

const setUp = async (post: (builder: PostBuilder) => PostBuilder = (builder) => builder) => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const author = await world.given.user(aUser().named('author'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const stranger = await world.given.user(aUser().named('stranger'));
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model).published());
  const stored = await world.given.post(
    post(
      aPost()
        .of(version)
        .by(author)
        .withImages({ url: postImageUrl(KEY, 'png') }),
    ),
  );
  const access = new GetImageAccess(world.deps);
  const answers = async () =>
    Promise.all(
      [null, owner, author, moderator, stranger].map((viewer) => access.execute(viewer, { contentKey: KEY })),
    );
  return { world, model, version, stored, answers };
};

describe('GetImageAccess (the image route’s question)', () => {
  it('answers public for an image anyone may see, missing for a key no image has', async () => {
    const { world, answers } = await setUp();
    expect(await answers()).toEqual(['public', 'public', 'public', 'public', 'public']);
    expect(await new GetImageAccess(world.deps).execute(null, { contentKey: 'e'.repeat(32) })).toBe(
      'missing',
    );
  });

  it("shows a draft post's image to its author and moderators only", async () => {
    const { answers } = await setUp((post) => post.unpublished());
    expect(await answers()).toEqual(['missing', 'missing', 'viewer', 'viewer', 'missing']);
  });

  it('shows an image the owner hid to the owner and moderators only', async () => {
    const { world, model, stored, answers } = await setUp();
    const settings = await world.repos.gallerySettings.of(model.id);
    await world.repos.gallerySettings.save(model.id, {
      ...settings,
      hiddenImages: [stored.images[0]?.id ?? 0],
    });
    expect(await answers()).toEqual(['missing', 'viewer', 'missing', 'viewer', 'missing']);
  });

  it('takes a stored image shared by several rows as visible as the most visible of them', async () => {
    const { world, version, answers } = await setUp((post) => post.unpublished());
    await world.given.post(
      aPost()
        .of(version)
        .withImages({ url: postImageUrl(KEY, 'png') }),
    );
    expect(await answers()).toEqual(['public', 'public', 'public', 'public', 'public']);
  });
});
