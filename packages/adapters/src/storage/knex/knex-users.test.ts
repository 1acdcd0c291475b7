import { aModel, aPost, aReview, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

describe.each(databases)('KnexUsers on $name', (database) => {
  const world = useKnexWorld(database);

  it('round-trips every field, dates and JSON included', async () => {
    const { repos } = world();
    const created = await repos.users.create(
      aUser()
        .named('Alice')
        .member(2048)
        .moderator()
        .with({
          createdAt: new Date('2025-03-04T05:06:07.089Z'),
          deletedAt: new Date('2026-02-03T04:05:06.007Z'),
          filePreferences: { format: 'PickleTensor', size: 'full', fp: 'fp32' },
          disablePoi: true,
          disableMinor: true,
          browsingLevel: 5,
          creatorCardStatsPreferences: ['likes', 'generations'],
          links: [{ url: 'https://example.com/a', domain: 'example.com' }],
          rank: {
            leaderboardRank: 3,
            leaderboardTitle: 'Top creators',
            leaderboardId: 'overall',
            leaderboardCosmetic: null,
          },
        })
        .build(),
    );

    const loaded = await repos.users.ofId(created.id);

    expect(loaded).toEqual(created);
    expect(loaded).toMatchObject({
      username: 'Alice',
      isMember: true,
      isModerator: true,
      vaultStorageKb: 2048,
      createdAt: new Date('2025-03-04T05:06:07.089Z'),
      deletedAt: new Date('2026-02-03T04:05:06.007Z'),
      rank: { leaderboardRank: 3, leaderboardCosmetic: null },
    });
    expect(loaded?.createdAt).toBeInstanceOf(Date);
    expect(await repos.users.ofId(created.id + 1)).toBeNull();
  });

  it('finds usernames whatever their case and refuses a name taken in another case', async () => {
    const { repos, given } = world();
    const alice = await given.user(aUser().named('alice'));

    expect(await repos.users.ofUsername('ALICE')).toEqual(alice);
    expect(await repos.users.ofUsername('alic')).toBeNull();
    await expect(given.user(aUser().named('Alice'))).rejects.toThrow(/unique/);
  });

  it('reads several users at once, leaving out ids that do not exist', async () => {
    const { repos, given } = world();
    const alice = await given.user(aUser().named('alice'));
    const bob = await given.user(aUser().named('bob'));

    const found = await repos.users.ofIds([bob.id, alice.id, bob.id, 999_999]);
    expect(found.sort((a, b) => a.id - b.id)).toEqual([alice, bob]);
    expect(await repos.users.ofIds([])).toEqual([]);
  });

  it('saves changes and refuses to save a user that does not exist', async () => {
    const { repos, given } = world();
    const user = await given.user();

    await repos.users.save({
      ...user,
      muted: true,
      links: [{ url: 'https://x.y', domain: 'x.y' }],
      rank: null,
    });

    expect(await repos.users.ofId(user.id)).toMatchObject({ muted: true, links: [{ url: 'https://x.y' }] });
    await expect(repos.users.save({ ...user, id: 999 })).rejects.toThrow(/does not exist/);
  });

  it('searches by case-insensitive prefix in id order, taking wildcards literally', async () => {
    const { repos, given } = world();
    const names = ['bob', 'Bobby', 'alice', 'bo_x', 'boat'];
    for (const name of names) await given.user(aUser().named(name));

    expect((await repos.users.search('BO', 10)).map((u) => u.username)).toEqual([
      'bob',
      'Bobby',
      'bo_x',
      'boat',
    ]);
    expect((await repos.users.search('bo', 2)).map((u) => u.username)).toEqual(['bob', 'Bobby']);
    expect((await repos.users.search('bo_', 10)).map((u) => u.username)).toEqual(['bo_x']);
    expect((await repos.users.search('%', 10)).map((u) => u.username)).toEqual([]);
  });

  it('derives creator stats from stored models, follows, downloads, reviews and reactions', async () => {
    const { repos, given } = world();
    const creator = await given.user(
      aUser().with({
        rank: {
          leaderboardRank: 1,
          leaderboardTitle: 'Top',
          leaderboardId: 'x',
          leaderboardCosmetic: 'gold',
        },
      }),
    );
    const fan = await given.user();
    const model = await given.model(aModel().ownedBy(creator));
    await repos.models.save({ ...model, rank: { ...model.rank, generationCountAllTime: 7 } });
    const deleted = await given.model(aModel().ownedBy(creator).deleted());
    const version = await given.version(aVersion().of(model));
    const deletedVersion = await given.version(aVersion().of(deleted));
    await given.download(fan, version);
    await given.download(null, version);
    await given.download(fan, deletedVersion);
    await given.review(aReview().of(version).by(fan).up());
    await given.review(aReview().of(version).down());
    await given.review(aReview().of(deletedVersion).by(fan).up());
    await given.post(aPost().by(creator).withImages({ reactionCount: 3 }, { reactionCount: 2 }));
    await given.post(aPost().by(fan).withImages({ reactionCount: 100 }));
    await repos.follows.follow(fan.id, creator.id);

    const found = await repos.users.creator(creator.id);
    const card = found?.creator;

    expect(found?.account).toEqual({ deletedAt: null, banned: false });
    expect(card?.stats).toEqual({
      downloadCountAllTime: 2,
      thumbsUpCountAllTime: 1,
      followerCountAllTime: 1,
      reactionCountAllTime: 5,
      generationCountAllTime: 7,
      uploadCountAllTime: 1,
    });
    expect(card).toMatchObject({
      id: creator.id,
      username: creator.username,
      modelCount: 1,
      rank: creator.rank,
    });
    expect(card?.createdAt).toEqual(creator.createdAt);
    expect((await repos.users.creator(fan.id))?.creator.stats).toEqual({
      downloadCountAllTime: 0,
      thumbsUpCountAllTime: 0,
      followerCountAllTime: 0,
      reactionCountAllTime: 100,
      generationCountAllTime: 0,
      uploadCountAllTime: 0,
    });
    expect(await repos.users.creator(999)).toBeNull();
  });
});
