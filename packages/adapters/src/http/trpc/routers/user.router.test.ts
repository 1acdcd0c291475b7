import { aModel, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

describe.each(databases)('user.* on $name', (database) => {
  const server = useTestServer(database);

  it('getCreator: the creator card of a user; a missing user is not found', async () => {
    const { api, world } = server();
    const creator = await world.given.user(aUser().named('painter'));
    await world.given.model(aModel().ownedBy(creator).published());
    expect(expectOk(await api.query('user.getCreator', { id: creator.id }))).toMatchObject({
      id: creator.id,
      username: 'painter',
      modelCount: 1,
    });
    expectFailure(await api.query('user.getCreator', { id: 9999 }), 404, 'NOT_FOUND');
  });

  it('toggleFollow / getFollowingUsers: follow and unfollow with the count; never yourself', async () => {
    const { api, world, signedIn } = server();
    const fan = await signedIn();
    const star = await world.given.user(aUser().named('star'));
    expect(expectOk(await api.mutation('user.toggleFollow', { targetUserId: star.id }, fan.auth))).toEqual({
      following: true,
      followerCount: 1,
    });
    expect(expectOk(await api.query('user.getFollowingUsers', undefined, fan.auth))).toEqual([
      { id: star.id, username: 'star' },
    ]);
    expect(expectOk(await api.mutation('user.toggleFollow', { targetUserId: star.id }, fan.auth))).toEqual({
      following: false,
      followerCount: 0,
    });
    expectFailure(
      await api.mutation('user.toggleFollow', { targetUserId: fan.user.id }, fan.auth),
      400,
      'SOCIAL.SELF_FOLLOW',
    );
    expectFailure(await api.query('user.getFollowingUsers'), 401, 'AUTH.SIGN_IN_REQUIRED');
  });

  it('getEngagedModels / getEngagedModelVersions: what the viewer likes; anonymous callers must sign in', async () => {
    const { api, world, signedIn } = server();
    const fan = await signedIn();
    const model = await world.given.model(aModel().published());
    const version = await world.given.version(aVersion().of(model).published());
    expectOk(
      await api.mutation(
        'reaction.toggleLike',
        { modelId: model.id, modelVersionId: version.id, setTo: true },
        fan.auth,
      ),
    );
    expect(expectOk(await api.query('user.getEngagedModels', undefined, fan.auth))).toEqual({
      recommended: [model.id],
    });
    expect(
      expectOk(await api.query('user.getEngagedModelVersions', { id: model.id }, fan.auth)),
    ).toMatchObject({
      recommended: [version.id],
      versions: [{ modelVersionId: version.id, downloaded: false, review: null }],
    });
    expectFailure(await api.query('user.getEngagedModels'), 401, 'AUTH.SIGN_IN_REQUIRED');
    expectFailure(
      await api.query('user.getEngagedModelVersions', { id: model.id }),
      401,
      'AUTH.SIGN_IN_REQUIRED',
    );
  });

  it('toggleNotifyModel: turns notifications on and off; a hidden model is not found', async () => {
    const { api, world, signedIn } = server();
    const fan = await signedIn();
    const model = await world.given.model(aModel().published());
    expect(
      expectOk(await api.mutation('user.toggleNotifyModel', { modelId: model.id, type: 'Notify' }, fan.auth)),
    ).toEqual({ notifying: true });
    expect(expectOk(await api.mutation('user.toggleNotifyModel', { modelId: model.id }, fan.auth))).toEqual({
      notifying: false,
    });
    const hidden = await world.given.model(aModel().draft());
    expectFailure(
      await api.mutation('user.toggleNotifyModel', { modelId: hidden.id }, fan.auth),
      404,
      'NOT_FOUND',
    );
  });

  it('getAll: users whose name starts with the query, banned ones left out; a limit over 50 is refused', async () => {
    const { api, world } = server();
    await world.given.user(aUser().named('alice'));
    await world.given.user(aUser().named('alina').banned());
    await world.given.user(aUser().named('bob'));
    expect(
      expectOk(await api.query<{ username: string }[]>('user.getAll', { query: 'ali', limit: 10 })).map(
        (u) => u.username,
      ),
    ).toEqual(['alice']);
    expectFailure(await api.query('user.getAll', { query: 'ali', limit: 500 }), 400, 'INVALID_INPUT');
  });

  it('getProfile: the user and the models of theirs a visitor may see; an unknown name is not found', async () => {
    const { api, world } = server();
    const maker = await world.given.user(aUser().named('maker'));
    const shown = await world.given.model(aModel().ownedBy(maker).published());
    await world.given.model(aModel().ownedBy(maker).draft());
    expect(
      expectOk(await api.query<{ models: { id: number }[] }>('user.getProfile', { username: 'maker' })),
    ).toMatchObject({ id: maker.id, username: 'maker', models: [{ id: shown.id }] });
    expectFailure(await api.query('user.getProfile', { username: 'nobody' }), 404, 'NOT_FOUND');
  });

  it('a banned account is missing from people lists and cards for everyone but moderators; a deleted one for all', async () => {
    const { api, world, signedIn } = server();
    const moderator = await signedIn(aUser().named('mod').moderator());
    const banned = await world.given.user(aUser().named('zed-banned').banned());
    const deleted = await world.given.user(aUser().named('zed-former').deleted());
    await world.given.model(aModel().ownedBy(banned).published());
    const names = async (auth?: { apiKey: string }) =>
      expectOk(await api.query<{ username: string }[]>('user.getAll', { query: 'zed' }, auth)).map(
        (u) => u.username,
      );

    expect(await names()).toEqual([]);
    expect(await names(moderator.auth)).toEqual(['zed-banned']);
    for (const user of [banned, deleted]) {
      expectFailure(await api.query('user.getCreator', { id: user.id }), 404, 'NOT_FOUND');
      expectFailure(await api.query('user.getProfile', { username: user.username }), 404, 'NOT_FOUND');
    }
    expect(expectOk(await api.query('user.getCreator', { id: banned.id }, moderator.auth))).toMatchObject({
      username: 'zed-banned',
    });
    expect(
      expectOk(
        await api.query<{ models: unknown[] }>('user.getProfile', { username: 'zed-banned' }, moderator.auth),
      ).models,
    ).toHaveLength(1);
  });
});
