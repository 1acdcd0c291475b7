import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aModel, aReview, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { GetLeaderboard, leaderboardScore, rankCreators } from './leaderboard.js';

const stats = (fields: Partial<Parameters<typeof leaderboardScore>[0]> = {}) => ({
  downloadCountAllTime: 0,
  thumbsUpCountAllTime: 0,
  followerCountAllTime: 0,
  reactionCountAllTime: 0,
  generationCountAllTime: 0,
  uploadCountAllTime: 1,
  ...fields,
});

describe('leaderboardScore', () => {
  it('is downloads + 10 × likes + 20 × followers + reactions + generations; uploads alone earn nothing', () => {
    expect(
      leaderboardScore(
        stats({
          downloadCountAllTime: 7,
          thumbsUpCountAllTime: 2,
          followerCountAllTime: 3,
          reactionCountAllTime: 5,
          generationCountAllTime: 11,
          uploadCountAllTime: 40,
        }),
      ),
    ).toBe(7 + 20 + 60 + 5 + 11);
  });
});

describe('rankCreators', () => {
  it('places the highest score first, equal scores by the older account, and leaves out creators with no model', () => {
    const ranked = rankCreators([
      { id: 3, username: 'c', stats: stats({ followerCountAllTime: 1 }) },
      { id: 1, username: 'a', stats: stats({ downloadCountAllTime: 20 }) },
      { id: 2, username: 'b', stats: stats({ followerCountAllTime: 5, uploadCountAllTime: 0 }) },
      { id: 4, username: 'd', stats: stats({ downloadCountAllTime: 5 }) },
    ]);
    expect(ranked.map((entry) => [entry.position, entry.creator.username, entry.score])).toEqual([
      [1, 'a', 20],
      [2, 'c', 20],
      [3, 'd', 5],
    ]);
  });

  it('gives every creator one position, 1 to n, with scores never rising down the board', () => {
    const creator = fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      username: fc.string(),
      stats: fc.record({
        downloadCountAllTime: fc.nat(1000),
        thumbsUpCountAllTime: fc.nat(100),
        followerCountAllTime: fc.nat(100),
        reactionCountAllTime: fc.nat(1000),
        generationCountAllTime: fc.nat(1000),
        uploadCountAllTime: fc.integer({ min: 1, max: 5 }),
      }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(creator, { selector: (c) => c.id }), (creators) => {
        const ranked = rankCreators(creators);
        expect(ranked.map((entry) => entry.position)).toEqual(creators.map((_, index) => index + 1));
        for (let i = 1; i < ranked.length; i++) {
          const [above, below] = [ranked[i - 1], ranked[i]];
          expect(
            above &&
              below &&
              (above.score > below.score ||
                (above.score === below.score && above.creator.id < below.creator.id)),
          ).toBe(true);
        }
      }),
    );
  });
});

describe('GetLeaderboard (leaderboard.get)', () => {
  it('ranks the creators from the stats their cards show, the same for every viewer', async () => {
    const world = createTestWorld();
    const [quiet, liked, followed] = [
      await world.given.user(aUser().named('quiet')),
      await world.given.user(aUser().named('liked')),
      await world.given.user(aUser().named('followed')),
    ];
    const fans = [
      await world.given.user(aUser().named('fan1')),
      await world.given.user(aUser().named('fan2')),
    ];
    const banned = await world.given.user(aUser().named('banned').banned());
    const moderator = await world.given.user(aUser().named('mod').moderator());
    for (const creator of [quiet, liked, followed, banned]) {
      await world.given.model(aModel().ownedBy(creator));
    }
    const likedVersion = await world.given.version(
      aVersion().of(await world.given.model(aModel().ownedBy(liked))),
    );
    await world.given.review(
      aReview()
        .of(likedVersion)
        .by(fans[0] ?? quiet)
        .up(),
    );
    for (const fan of fans) await world.repos.follows.follow(fan.id, followed.id);
    await world.repos.follows.follow(fans[0]?.id ?? 0, banned.id);
    await world.repos.follows.follow(fans[1]?.id ?? 0, banned.id);
    await world.repos.follows.follow(moderator.id, banned.id);

    const board = new GetLeaderboard(world.deps);
    const expected = [
      { position: 1, score: 40, creator: { username: 'followed' } },
      { position: 2, score: 10, creator: { username: 'liked' } },
      { position: 3, score: 0, creator: { username: 'quiet' } },
    ];
    for (const viewer of [null, fans[0] ?? null, moderator]) {
      const answer = await board.execute(viewer, { id: 'overall' });
      expect(answer).toMatchObject({
        ok: true,
        value: { id: 'overall', title: 'Creators', entries: expected },
      });
      if (answer.ok) expect(answer.value.entries).toHaveLength(3);
    }
  });

  it('does not know other boards', async () => {
    const world = createTestWorld();
    expect(await new GetLeaderboard(world.deps).execute(null, { id: 'weekly' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await new GetLeaderboard(world.deps).execute(null, { id: 'constructor' })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
  });
});
