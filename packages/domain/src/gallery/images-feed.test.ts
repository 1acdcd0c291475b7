import { describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { SearchPeriod } from '../search/model-search.js';
import { errors } from '../shared/errors.js';
import { aModel, aPost, aUser, aVersion, createTestWorld, DEFAULT_NOW } from '../testing/index.js';
import { encodeGalleryCursor, pinnedKey, reactionsKey, timelineKey } from './gallery-cursor.js';
import { GetImagesFeed, type ImagesFeedSort } from './images-feed.js';

const DAY = 86_400_000;
const ago = (days: number) => new Date(DEFAULT_NOW.getTime() - days * DAY);

const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model));
  const other = await world.given.version(
    aVersion().of(await world.given.model(aModel().ownedBy(owner).published())),
  );
  const alice = await world.given.user(aUser().named('alice'));
  const bob = await world.given.user(aUser().named('bob'));
  const old = await world.given.post(
    aPost().of(version).by(alice).publishedAt(ago(40)).withImages({ reactionCount: 9 }),
  );
  const recent = await world.given.post(
    aPost().of(other).by(bob).publishedAt(ago(3)).withImages({ reactionCount: 1 }),
  );
  const today = await world.given.post(
    aPost()
      .of(version)
      .by(alice)
      .publishedAt(ago(0.5))
      .withImages({ reactionCount: 2 }, { reactionCount: 2 }),
  );
  const feed = (
    input: {
      sort?: ImagesFeedSort;
      period?: SearchPeriod;
      browsingLevel?: number;
      cursor?: string | null;
    } = {},
    viewer: Parameters<GetImagesFeed['execute']>[0] = null,
  ) =>
    new GetImagesFeed(world.deps).execute(viewer, {
      sort: input.sort ?? 'Newest',
      period: input.period ?? 'AllTime',
      browsingLevel: input.browsingLevel ?? 31,
      limit: 25,
      cursor: input.cursor ?? null,
    });
  const ids = async (...args: Parameters<typeof feed>) => {
    const page = await feed(...args);
    if (!page.ok) throw new Error(page.error.message);
    return page.value.items.map((card) => card.postId);
  };
  return { world, owner, model, version, other, alice, bob, old, recent, today, feed, ids };
};

describe('GetImagesFeed (image.getFeed)', () => {
  it('lists the whole hub newest first, or by reactions, within the period', async () => {
    const { ids, old, recent, today } = await setup();
    expect(await ids()).toEqual([today.id, recent.id, old.id]);
    expect(await ids({ sort: 'MostReactions' })).toEqual([old.id, today.id, recent.id]);
    expect(await ids({ period: 'Week' })).toEqual([today.id, recent.id]);
    expect(await ids({ period: 'Day', sort: 'MostReactions' })).toEqual([today.id]);
  });

  it('applies each model’s gallery settings and the viewer’s browsing level, as the version’s gallery does', async () => {
    const { world, model, ids, old, recent, today } = await setup();
    const settings = await world.repos.gallerySettings.of(model.id);
    await world.repos.gallerySettings.save(model.id, {
      ...settings,
      hiddenImages: old.images.map((image) => image.id),
    });
    expect(await ids()).toEqual([today.id, recent.id]);
    await world.repos.gallerySettings.save(model.id, { ...settings, level: 0 });
    expect(await ids()).toEqual([recent.id]);
    expect(await ids({ browsingLevel: 0 })).toEqual([]);
    const prude = await world.given.user(aUser().named('prude').with({ browsingLevel: 2 }));
    expect(await ids({}, prude)).toEqual([]);
  });

  it('leaves out posts of models and versions the viewer may not see', async () => {
    const { world, owner, other, ids, recent, today, old } = await setup();
    const draft = await world.given.version(aVersion().of({ id: other.modelId }).draft());
    const hidden = await world.given.post(aPost().of(draft).by(owner).publishedAt(ago(1)));
    const unpublished = await world.given.model(aModel().ownedBy(owner).unpublished());
    const unpublishedVersion = await world.given.version(aVersion().of(unpublished));
    await world.given.post(aPost().of(unpublishedVersion).by(owner).publishedAt(ago(1)));
    expect(await ids()).toEqual([today.id, recent.id, old.id]);
    expect(await ids({}, owner)).toContain(hidden.id);
  });

  it('pages with the cursor it gives, in both orders', async () => {
    const { world, version, feed } = await setup();
    for (let i = 0; i < 26; i++)
      await world.given.post(
        aPost()
          .of(version)
          .publishedAt(ago(2 + i / 100)),
      );
    for (const sort of ['Newest', 'MostReactions'] as const) {
      const first = await feed({ sort });
      if (!first.ok) throw new Error(first.error.message);
      expect(first.value.items).toHaveLength(25);
      const second = await feed({ sort, cursor: first.value.nextCursor });
      if (!second.ok) throw new Error(second.error.message);
      const all = [...first.value.items, ...second.value.items].map((card) => card.postId);
      expect(new Set(all).size).toBe(29);
      expect(second.value.nextCursor).toBeNull();
    }
  });

  it('refuses a cursor no page of the feed made with the catalogue message, before reading anything', async () => {
    const { world } = await setup();
    const untouchable: UnitOfWork = {
      run: () => Promise.reject(new Error('nothing should be written')),
      read: () => Promise.reject(new Error('nothing should be read')),
    };
    const feed = new GetImagesFeed({ ...world.deps, uow: untouchable });
    // The feed has no pinned posts, so a pinned card's cursor is none of its own.
    for (const cursor of ['nope', 'gc.1.x.-1', 'gc.1.-5.7', encodeGalleryCursor(pinnedKey(0))]) {
      for (const sort of ['Newest', 'MostReactions'] as const) {
        const page = await feed.execute(null, {
          sort,
          period: 'AllTime',
          browsingLevel: 31,
          limit: 25,
          cursor,
        });
        expect(page, cursor).toEqual({ ok: false, error: errors.invalidGalleryCursor });
      }
    }
  });

  it('pages on from a cursor dated after now without showing a post of the future', async () => {
    const { world, version, ids, old, recent, today } = await setup();
    const tomorrow = new Date(world.clock.now().getTime() + 86_400_000);
    await world.given.post(
      aPost()
        .of(version)
        .publishedAt(new Date(tomorrow.getTime() - 3_600_000)),
    );
    expect(await ids({ cursor: encodeGalleryCursor(timelineKey(tomorrow, 1)) })).toEqual([
      today.id,
      recent.id,
      old.id,
    ]);
    expect(
      await ids({ sort: 'MostReactions', cursor: encodeGalleryCursor(reactionsKey(5, today.id)) }),
    ).toEqual([today.id, recent.id]);
  });
});
