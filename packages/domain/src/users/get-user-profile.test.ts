import { describe, expect, it } from 'vitest';
import { aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { GetUserProfile } from './get-user-profile.js';

const namesOf = (result: Awaited<ReturnType<GetUserProfile['execute']>>) =>
  result.ok ? result.value.models.map((model) => model.name) : result.error.code;

describe('GetUserProfile (user.getProfile)', () => {
  it('lists the models a visitor may see, newest first', async () => {
    const world = createTestWorld();
    const maker = await world.given.user(aUser().named('maker'));
    await world.given.model(aModel().ownedBy(maker).named('Old').published(new Date('2026-01-01')));
    await world.given.model(aModel().ownedBy(maker).named('New').published(new Date('2026-06-01')));
    await world.given.model(aModel().ownedBy(maker).named('Hidden draft').draft());
    await world.given.model(aModel().ownedBy(maker).named('Gone').deleted());

    const profile = await new GetUserProfile(world.deps).execute(null, { username: 'maker' });

    expect(profile).toMatchObject({ ok: true, value: { id: maker.id, username: 'maker' } });
    expect(namesOf(profile)).toEqual(['New', 'Old']);
  });

  it('gives each model its cover, or none when its gallery shows nothing', async () => {
    const world = createTestWorld();
    const maker = await world.given.user(aUser().named('maker'));
    const pictured = await world.given.model(aModel().ownedBy(maker).named('Pictured').published());
    const post = await world.given.post(aPost().of(await world.given.version(aVersion().of(pictured))));
    await world.given.model(aModel().ownedBy(maker).named('Bare').published());

    const profile = await new GetUserProfile(world.deps).execute(null, { username: 'maker' });

    const covers = profile.ok
      ? profile.value.models.map((model) => [model.name, model.cover?.id ?? null])
      : [];
    expect(covers.sort()).toEqual([
      ['Bare', null],
      ['Pictured', post.images[0]?.id],
    ]);
  });

  it('shows the owner their unpublished models, and applies the viewer’s poi setting', async () => {
    const world = createTestWorld();
    const maker = await world.given.user(aUser().named('maker'));
    const careful = await world.given.user(aUser().named('careful').with({ disablePoi: true }));
    await world.given.model(aModel().ownedBy(maker).named('Draft').unpublished());
    await world.given.model(aModel().ownedBy(maker).named('Portrait').published().poi());
    const getProfile = new GetUserProfile(world.deps);

    expect(namesOf(await getProfile.execute(maker, { username: 'maker' }))).toEqual(['Portrait', 'Draft']);
    expect(namesOf(await getProfile.execute(careful, { username: 'maker' }))).toEqual([]);
  });

  it('does not find unknown or deleted accounts', async () => {
    const world = createTestWorld();
    await world.given.user(aUser().named('former').deleted());
    const getProfile = new GetUserProfile(world.deps);

    expect(namesOf(await getProfile.execute(null, { username: 'former' }))).toBe('NOT_FOUND');
    expect(namesOf(await getProfile.execute(null, { username: 'nobody' }))).toBe('NOT_FOUND');
  });

  it('does not find banned accounts, except for moderators, who see their models', async () => {
    const world = createTestWorld();
    const banned = await world.given.user(aUser().named('banned').banned());
    const moderator = await world.given.user(aUser().moderator());
    await world.given.model(aModel().ownedBy(banned).named('Theirs').published());
    const getProfile = new GetUserProfile(world.deps);

    expect(namesOf(await getProfile.execute(null, { username: 'banned' }))).toBe('NOT_FOUND');
    expect(namesOf(await getProfile.execute(banned, { username: 'banned' }))).toBe('NOT_FOUND');
    expect(namesOf(await getProfile.execute(moderator, { username: 'banned' }))).toEqual(['Theirs']);
  });
});
