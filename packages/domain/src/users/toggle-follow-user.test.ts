import { describe, expect, it } from 'vitest';
import { aUser, createTestWorld } from '../testing/index.js';
import { GetFollowingUsers } from './get-following-users.js';
import { ToggleFollowUser } from './toggle-follow-user.js';

describe('ToggleFollowUser (user.toggleFollow)', () => {
  it('follows, then unfollows, returning the follower count', async () => {
    const world = createTestWorld();
    const fan = await world.given.user(aUser().named('fan'));
    const creator = await world.given.user(aUser().named('creator'));
    const toggle = new ToggleFollowUser(world.deps);

    expect(await toggle.execute(fan, { targetUserId: creator.id })).toEqual({
      ok: true,
      value: { following: true, followerCount: 1 },
    });
    expect(await new GetFollowingUsers(world.deps).execute(fan)).toEqual({
      ok: true,
      value: [{ id: creator.id, username: 'creator' }],
    });
    expect(await toggle.execute(fan, { targetUserId: creator.id })).toEqual({
      ok: true,
      value: { following: false, followerCount: 0 },
    });
  });

  it('leaves banned and deleted accounts out of who the viewer follows', async () => {
    const world = createTestWorld();
    const fan = await world.given.user(aUser().named('fan'));
    const kept = await world.given.user(aUser().named('kept'));
    const banned = await world.given.user(aUser().named('banned').banned());
    const toggle = new ToggleFollowUser(world.deps);
    await toggle.execute(fan, { targetUserId: kept.id });
    await world.repos.follows.follow(fan.id, banned.id);

    expect(await new GetFollowingUsers(world.deps).execute(fan)).toEqual({
      ok: true,
      value: [{ id: kept.id, username: 'kept' }],
    });
  });

  it('refuses following yourself', async () => {
    const world = createTestWorld();
    const me = await world.given.user(aUser().named('me'));
    expect(await new ToggleFollowUser(world.deps).execute(me, { targetUserId: me.id })).toMatchObject({
      ok: false,
      error: { code: 'SOCIAL.SELF_FOLLOW' },
    });
    expect(await world.repos.follows.followerCount(me.id)).toBe(0);
  });

  it('does not follow deleted accounts and asks anonymous visitors to sign in', async () => {
    const world = createTestWorld();
    const fan = await world.given.user(aUser().named('fan'));
    const gone = await world.given.user(aUser().named('gone').deleted());
    const toggle = new ToggleFollowUser(world.deps);
    expect(await toggle.execute(fan, { targetUserId: gone.id })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(await toggle.execute(null, { targetUserId: fan.id })).toMatchObject({
      error: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
  });
});
