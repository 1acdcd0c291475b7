import { GetAssociatedResources } from '@atelier/domain';
import { aCollection, aModel, aReview, aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases, statementsDuring } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

describe.each(databases)('social stores on $name', (database) => {
  const world = useKnexWorld(database);

  it('follows users once, in order, and counts followers', async () => {
    const { repos, given } = world();
    const [fan, a, b, c] = [await given.user(), await given.user(), await given.user(), await given.user()];

    for (const target of [c, a, b, a]) await repos.follows.follow(fan.id, target.id);
    await repos.follows.follow(a.id, c.id);
    await repos.follows.unfollow(fan.id, b.id);

    expect(await repos.follows.followingOf(fan.id)).toEqual([c.id, a.id]);
    expect(await repos.follows.isFollowing(fan.id, a.id)).toBe(true);
    expect(await repos.follows.isFollowing(fan.id, b.id)).toBe(false);
    expect(await repos.follows.isFollowing(a.id, fan.id)).toBe(false);
    expect(await repos.follows.followerCount(c.id)).toBe(2);
    expect(await repos.follows.followerCount(fan.id)).toBe(0);
  });

  it('keeps collections with their models in the order added, and who follows them', async () => {
    const { repos, given } = world();
    const owner = await given.user();
    const fan = await given.user();
    const [m1, m2, m3] = [await given.model(), await given.model(), await given.model()];
    const collection = await given.collection(aCollection().ownedBy(owner).named('Best').withModels(m2, m1));

    await repos.collections.addModel(collection.id, m3.id);
    await repos.collections.addModel(collection.id, m1.id);
    await repos.collections.follow(fan.id, collection.id);
    await repos.collections.follow(fan.id, collection.id);

    expect(await repos.collections.ofId(collection.id)).toEqual({
      id: collection.id,
      name: 'Best',
      description: null,
      isPrivate: false,
      userId: owner.id,
      modelIds: [m2.id, m1.id, m3.id],
    });
    expect(await repos.collections.isFollowing(fan.id, collection.id)).toBe(true);
    await repos.collections.unfollow(fan.id, collection.id);
    expect(await repos.collections.isFollowing(fan.id, collection.id)).toBe(false);
    expect(await repos.collections.ofId(collection.id + 1)).toBeNull();
    await expect(repos.collections.follow(fan.id, 999)).rejects.toThrow(/foreign key/);
    await expect(repos.collections.addModel(999, m1.id)).rejects.toThrow(/foreign key/);
  });

  it("lists a user's own collections, oldest first, with their models", async () => {
    const { given, repos } = world();
    const owner = await given.user();
    const model = await given.model();
    const first = await given.collection(aCollection().ownedBy(owner).named('First').withModels(model));
    const second = await given.collection(aCollection().ownedBy(owner).named('Second'));
    await given.collection();

    expect(await repos.collections.ofUser(owner.id)).toMatchObject([
      { id: first.id, name: 'First', userId: owner.id, modelIds: [model.id] },
      { id: second.id, name: 'Second', userId: owner.id, modelIds: [] },
    ]);
  });

  it('likes and unlikes versions, keeping the order of likes', async () => {
    const { repos, given } = world();
    const fan = await given.user();
    const [a, b, c] = [await given.version(), await given.version(), await given.version()];

    await repos.reactions.setLiked(fan.id, a.modelId, a.id, true);
    await repos.reactions.setLiked(fan.id, b.modelId, b.id, true);
    await repos.reactions.setLiked(fan.id, c.modelId, c.id, true);
    await repos.reactions.setLiked(fan.id, b.modelId, b.id, false);
    await repos.reactions.setLiked(fan.id, a.modelId, a.id, true);

    expect(await repos.reactions.engagedVersionIds(fan.id)).toEqual([c.id, a.id]);
    expect(await repos.reactions.isLiked(fan.id, b.id)).toBe(false);
    expect(await repos.reactions.isLiked(fan.id, c.id)).toBe(true);
  });

  it('reads what a user did with some versions in one statement: likes in order, downloads, reviews, notices', async () => {
    const { repos, given, knex } = world();
    const [fan, other] = [await given.user(), await given.user()];
    const [a, b, c, elsewhere] = [
      await given.version(),
      await given.version(),
      await given.version(),
      await given.version(),
    ];
    await repos.reactions.setLiked(fan.id, b.modelId, b.id, true);
    await repos.reactions.setLiked(fan.id, elsewhere.modelId, elsewhere.id, true);
    await repos.reactions.setLiked(fan.id, a.modelId, a.id, true);
    await repos.reactions.setLiked(other.id, c.modelId, c.id, true);
    await given.download(fan, a);
    await given.download(fan, a);
    await given.download(other, b);
    const review = await given.review(aReview().of(c).by(fan).up().details('Sharp'));
    await given.review(aReview().of(a).by(other).down());
    await repos.notifySettings.set(fan.id, 'earlyAccess', b.id, true);
    await repos.notifySettings.set(fan.id, 'model', c.id, true);
    await repos.notifySettings.set(other.id, 'earlyAccess', c.id, true);

    const read = () => repos.reactions.engagementWith(fan.id, [a.id, b.id, c.id]);
    expect(await statementsDuring(knex, read)).toHaveLength(1);
    expect(await read()).toEqual({
      liked: [b.id, a.id],
      downloaded: new Set([a.id]),
      reviews: [{ id: review.id, modelVersionId: c.id, recommended: true, details: 'Sharp' }],
      notified: new Set([b.id]),
    });
    expect(await repos.reactions.engagementWith(other.id, [])).toEqual({
      liked: [],
      downloaded: new Set(),
      reviews: [],
      notified: new Set(),
    });
  });

  it('reads the models an owner suggests in one statement, whatever their number, in the order chosen', async () => {
    const { knex, repos, given, deps } = world();
    const [from, alone] = [await given.model(aModel().published()), await given.model(aModel().published())];
    const suggestions = [];
    for (const name of ['c', 'a', 'b']) suggestions.push(await given.model(aModel().named(name).published()));
    const cards = new GetAssociatedResources(deps);
    const suggest = async (model: { id: number }, ids: number[]) => {
      await repos.associatedResources.replace(
        model.id,
        ids.map((resourceId) => ({ resourceType: 'model', resourceId })),
      );
      let names: string[] = [];
      const statements = await statementsDuring(knex, async () => {
        const result = await cards.execute(null, { fromId: model.id, type: 'Suggested', browsingLevel: 31 });
        names = result.ok ? result.value.filter((card) => card.suggested).map((card) => card.name) : [];
      });
      return { statements: statements.length, names };
    };

    const one = await suggest(alone, [suggestions[0]?.id ?? 0]);
    const three = await suggest(
      from,
      suggestions.map((model) => model.id),
    );

    expect(one.names).toEqual(['c']);
    expect(three.names).toEqual(['c', 'a', 'b']);
    expect(three.statements).toBe(one.statements);
  });

  it('turns notify settings on and off and lists subscribers', async () => {
    const { repos, given } = world();
    const [a, b] = [await given.user(), await given.user()];

    await repos.notifySettings.set(b.id, 'model', 7, true);
    await repos.notifySettings.set(a.id, 'model', 7, true);
    await repos.notifySettings.set(a.id, 'model', 7, true);
    await repos.notifySettings.set(a.id, 'earlyAccess', 7, true);
    await repos.notifySettings.set(b.id, 'model', 8, true);
    await repos.notifySettings.set(b.id, 'model', 8, false);

    expect(await repos.notifySettings.subscribers('model', 7)).toEqual([a.id, b.id]);
    expect(await repos.notifySettings.subscribers('earlyAccess', 7)).toEqual([a.id]);
    expect(await repos.notifySettings.isOn(b.id, 'model', 8)).toBe(false);
    expect(await repos.notifySettings.isOn(b.id, 'earlyAccess', 7)).toBe(false);
  });

  it('records downloads, anonymous ones too', async () => {
    const { repos, given } = world();
    const fan = await given.user();
    const version = await given.version();

    await repos.downloads.record({ userId: null, modelVersionId: version.id, fileId: 1, at: new Date() });
    expect(await repos.downloads.hasDownloaded(fan.id, version.id)).toBe(false);
    await given.download(fan, version);
    expect(await repos.downloads.hasDownloaded(fan.id, version.id)).toBe(true);
    expect(await repos.downloads.hasDownloaded(fan.id, version.id + 1)).toBe(false);
  });

  it('grants early access once per kind', async () => {
    const { repos, given } = world();
    const fan = await given.user();
    const version = await given.version();

    await repos.earlyAccessPurchases.grant(fan.id, version.id, 'generation');
    await repos.earlyAccessPurchases.grant(fan.id, version.id, 'generation');

    expect(await repos.earlyAccessPurchases.accessOf(fan.id, version.id)).toEqual({
      download: false,
      generation: true,
    });
    await repos.earlyAccessPurchases.grant(fan.id, version.id, 'download');
    expect(await repos.earlyAccessPurchases.accessOf(fan.id, version.id)).toEqual({
      download: true,
      generation: true,
    });
    expect(await repos.earlyAccessPurchases.accessOf((await given.user()).id, version.id)).toEqual({
      download: false,
      generation: false,
    });
    const other = await given.version();
    expect(await repos.earlyAccessPurchases.accessOfVersions(fan.id, [version.id, other.id])).toEqual(
      new Map([
        [version.id, { download: true, generation: true }],
        [other.id, { download: false, generation: false }],
      ]),
    );
  });

  it('lists listed tags by use and name, filtered by text, category and exclusions', async () => {
    const { repos, given } = world();
    const cat = await given.tag({ name: 'Style', isCategory: true });
    const anime = await given.tag({ name: 'anime' });
    await given.tag({ name: 'secret_anime', unlisted: true });
    const a100 = await given.tag({ name: 'a_100%' });
    const owner = await given.user(aUser());
    await given.model(
      aModel()
        .ownedBy(owner)
        .with({ tags: [{ name: 'anime', isCategory: false }] }),
    );
    await given.model(
      aModel()
        .ownedBy(owner)
        .with({ tags: [{ name: 'anime', isCategory: false }] }),
    );
    const list = (fields: Partial<Parameters<typeof repos.tags.list>[0]>) =>
      repos.tags.list({ query: null, limit: 10, categories: null, excludedTagIds: [], ...fields });

    expect(await list({})).toEqual([
      { ...anime, modelCount: 2 },
      { ...a100, modelCount: 0 },
      { ...cat, modelCount: 0 },
    ]);
    expect((await list({ query: 'ANI' })).map((t) => t.name)).toEqual(['anime']);
    expect((await list({ query: '_1' })).map((t) => t.name)).toEqual(['a_100%']);
    expect((await list({ query: '%' })).map((t) => t.name)).toEqual(['a_100%']);
    expect((await list({ categories: true })).map((t) => t.name)).toEqual(['Style']);
    expect((await list({ categories: false, excludedTagIds: [anime.id] })).map((t) => t.name)).toEqual([
      'a_100%',
    ]);
    expect(await list({ limit: 1 })).toHaveLength(1);
  });
});
