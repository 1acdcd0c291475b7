import { describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import { errors } from '../shared/errors.js';
import { aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { encodeGalleryCursor, type GalleryKey, pinnedKey, timelineKey } from './gallery-cursor.js';
import { GetImagesAsPostsInfinite } from './get-images-as-posts.js';

/** A unit of work that fails the test if the use case reads or writes anything. */
const untouchable: UnitOfWork = {
  run: () => Promise.reject(new Error('nothing should be written')),
  read: () => Promise.reject(new Error('nothing should be read')),
};

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model));
  const alice = await world.given.user(aUser().named('alice'));
  const bob = await world.given.user(aUser().named('bob'));
  const at = (minute: number) => new Date(Date.UTC(2025, 11, 31, 12, minute));
  const first = await world.given.post(aPost().of(version).by(alice).publishedAt(at(1)));
  const second = await world.given.post(aPost().of(version).by(bob).publishedAt(at(2)));
  const gore = await world.given.tag({ name: 'gore' });
  const third = await world.given.post(
    aPost()
      .of(version)
      .by(alice)
      .publishedAt(at(3))
      .withImages({ tagIds: [gore.id] }, { tagIds: [] }),
  );
  const list = (browsingLevel = 31, limit: 25 | 50 = 50, cursor: string | null = null) =>
    new GetImagesAsPostsInfinite(world.deps).execute(null, {
      modelVersionId: version.id,
      limit,
      cursor,
      browsingLevel,
    });
  const ids = async (browsingLevel?: number) => {
    const result = await list(browsingLevel);
    if (!result.ok) throw new Error(result.error.message);
    return result.value.items.map((card) => card.postId);
  };
  return { world, model, version, alice, bob, first, second, third, gore, list, ids };
};

describe('GetImagesAsPostsInfinite (image.getImagesAsPostsInfinite)', () => {
  it('lists posts newest first', async () => {
    const { ids, first, second, third } = await setup();
    expect(await ids()).toEqual([third.id, second.id, first.id]);
  });

  it('shows pinned posts first, in pin order', async () => {
    const { world, model, version, ids, first, second, third } = await setup();
    const settings = await world.repos.gallerySettings.of(model.id);
    await world.repos.gallerySettings.save(model.id, {
      ...settings,
      pinnedPosts: { [version.id]: [first.id] },
    });
    expect(await ids()).toEqual([first.id, third.id, second.id]);
  });

  it('leaves out hidden users, hidden images and images with hidden tags', async () => {
    // third has one image tagged gore and one untagged: hiding gore keeps the post with its other image
    const { world, model, ids, bob, first, third, gore } = await setup();
    const settings = await world.repos.gallerySettings.of(model.id);
    await world.repos.gallerySettings.save(model.id, {
      ...settings,
      hiddenUsers: [{ id: bob.id, username: bob.username }],
      hiddenImages: first.images.map((image) => image.id),
      hiddenTags: [{ id: gore.id, name: gore.name }],
    });
    expect(await ids()).toEqual([third.id]);
  });

  it('refuses to show the gallery at browsing level zero', async () => {
    const { world, model, list } = await setup();
    expect(await list(0)).toMatchObject({ ok: false, error: { code: 'GALLERY.LEVEL_ZERO' } });
    const settings = await world.repos.gallerySettings.of(model.id);
    await world.repos.gallerySettings.save(model.id, { ...settings, level: 0 });
    expect(await list(31)).toMatchObject({ ok: false, error: { code: 'GALLERY.LEVEL_ZERO' } });
  });

  it('shows a signed-in viewer only the levels of their own browsing level (account settings)', async () => {
    const { world, version, alice, first, second } = await setup();
    const explicit = await world.given.post(aPost().of(version).by(alice).nsfwLevel(8));
    const viewer = await world.given.user(
      aUser()
        .named('careful')
        .with({ browsingLevel: 1 | 2 }),
    );
    const result = await new GetImagesAsPostsInfinite(world.deps).execute(viewer, {
      modelVersionId: version.id,
      limit: 50,
      cursor: null,
      browsingLevel: 31,
    });
    if (!result.ok) throw new Error(result.error.message);
    const shown = result.value.items.map((card) => card.postId);
    expect(shown).toContain(first.id);
    expect(shown).toContain(second.id);
    expect(shown).not.toContain(explicit.id);
  });

  it('pages with a cursor and only accepts page sizes 25 and 50', async () => {
    const { world, version, list } = await setup();
    for (let i = 0; i < 30; i++) await world.given.post(aPost().of(version));
    const page = await list(31, 25);
    expect(page).toMatchObject({ ok: true });
    if (!page.ok) return;
    expect(page.value.items).toHaveLength(25);
    const rest = await list(31, 25, page.value.nextCursor);
    expect(rest.ok && rest.value.items.length).toBe(8);
    const odd = await new GetImagesAsPostsInfinite(world.deps).execute(null, {
      modelVersionId: version.id,
      limit: 10 as 25,
      cursor: null,
      browsingLevel: 31,
    });
    expect(odd).toMatchObject({ error: { code: 'INVALID_INPUT' } });
  });

  it('refuses a cursor no page made with the catalogue message, before reading anything', async () => {
    const { world, version } = await setup();
    const gallery = new GetImagesAsPostsInfinite({ ...world.deps, uow: untouchable });
    for (const cursor of ['nope', '', 'gc.1.x.-1', 'gc.1.-5.7', 'gc.0.-1.0', 'gc.1.-99999999999999999.-1']) {
      const page = await gallery.execute(null, {
        modelVersionId: version.id,
        limit: 25,
        cursor,
        browsingLevel: 31,
      });
      expect(page, cursor).toEqual({ ok: false, error: errors.invalidGalleryCursor });
    }
    expect(errors.invalidGalleryCursor).toEqual({
      code: 'GALLERY.INVALID_CURSOR',
      message: 'This gallery has changed since that page was made. Start again from the first page.',
    });
  });

  it('takes any cursor a page could make; one dated after now still shows no post of the future', async () => {
    const { world, version, list, first, second, third } = await setup();
    const tomorrow = new Date(world.clock.now().getTime() + 86_400_000);
    await world.given.post(
      aPost()
        .of(version)
        .publishedAt(new Date(tomorrow.getTime() - 3_600_000)),
    );
    const ids = async (key: GalleryKey) => {
      const page = await list(31, 50, encodeGalleryCursor(key));
      if (!page.ok) throw new Error(page.error.message);
      return page.value.items.map((card) => card.postId);
    };
    expect(await ids(pinnedKey(0))).toEqual([third.id, second.id, first.id]);
    expect(await ids(timelineKey(tomorrow, 1))).toEqual([third.id, second.id, first.id]);
    expect(await ids(timelineKey(third.publishedAt as Date, third.id))).toEqual([second.id, first.id]);
  });
});
