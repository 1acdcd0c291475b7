import { describe, expect, it } from 'vitest';
import { aUser, createTestWorld } from '../testing/index.js';
import { GetFollowList } from './get-follow-list.js';

describe('GetFollowList (user.getFollowList)', () => {
  const setUp = async () => {
    const world = createTestWorld();
    const star = await world.given.user(aUser().named('star'));
    const first = await world.given.user(aUser().named('first'));
    const second = await world.given.user(aUser().named('second'));
    const banned = await world.given.user(aUser().named('banned').banned());
    const moderator = await world.given.user(aUser().named('mod').moderator());
    for (const fan of [second, first, banned]) await world.repos.follows.follow(fan.id, star.id);
    await world.repos.follows.follow(star.id, first.id);
    return { world, star, first, banned, moderator, list: new GetFollowList(world.deps) };
  };

  it('lists who follows the user in the order they followed, and whom the user follows', async () => {
    const { star, list } = await setUp();
    expect(await list.execute(null, { username: 'STAR', kind: 'followers' })).toEqual({
      ok: true,
      value: {
        user: { id: star.id, username: 'star' },
        kind: 'followers',
        people: [
          expect.objectContaining({ username: 'second' }),
          expect.objectContaining({ username: 'first' }),
        ],
      },
    });
    expect(await list.execute(null, { username: 'star', kind: 'following' })).toMatchObject({
      ok: true,
      value: { kind: 'following', people: [{ username: 'first' }] },
    });
  });

  it('leaves out accounts people lists do not show, except banned ones for moderators', async () => {
    const { moderator, list } = await setUp();
    const answer = await list.execute(moderator, { username: 'star', kind: 'followers' });
    expect(answer.ok && answer.value.people.map((person) => person.username)).toEqual([
      'second',
      'first',
      'banned',
    ]);
  });

  it('does not find unknown or hidden users', async () => {
    const { list } = await setUp();
    expect(await list.execute(null, { username: 'nobody', kind: 'followers' })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(await list.execute(null, { username: 'banned', kind: 'following' })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
  });
});
