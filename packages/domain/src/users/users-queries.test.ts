import { describe, expect, it } from 'vitest';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { GetCreator } from './get-creator.js';
import { GetEngagedModels, GetEngagedModelVersions } from './get-engaged-models.js';
import { GetNotifyModel } from './get-notify-model.js';
import { SearchUsers } from './search-users.js';
import { ToggleNotifyModel } from './toggle-notify-model.js';

describe('GetCreator (user.getCreator)', () => {
  it('returns the creator card data', async () => {
    const world = createTestWorld();
    const creator = await world.given.user(
      aUser()
        .named('maker')
        .with({ creatorCardStatsPreferences: ['uploads'] }),
    );
    await world.given.model(aModel().ownedBy(creator));
    expect(await new GetCreator(world.deps).execute(null, { id: creator.id })).toMatchObject({
      ok: true,
      value: { username: 'maker', modelCount: 1, creatorCardStatsPreferences: ['uploads'] },
    });
  });

  it('does not find deleted accounts', async () => {
    const world = createTestWorld();
    const gone = await world.given.user(aUser().named('gone').deleted());
    expect(await new GetCreator(world.deps).execute(null, { id: gone.id })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
  });

  it('does not find banned accounts, except for moderators', async () => {
    const world = createTestWorld();
    const banned = await world.given.user(aUser().named('banned').banned());
    const moderator = await world.given.user(aUser().moderator());
    const getCreator = new GetCreator(world.deps);
    expect(await getCreator.execute(null, { id: banned.id })).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await getCreator.execute(moderator, { id: banned.id })).toMatchObject({
      ok: true,
      value: { username: 'banned' },
    });
  });
});

describe('engaged models (user.getEngagedModels / getEngagedModelVersions)', () => {
  it('lists the models and versions the viewer likes', async () => {
    const world = createTestWorld();
    const fan = await world.given.user(aUser().named('fan'));
    const model = await world.given.model(aModel().published());
    const liked = await world.given.version(aVersion().of(model));
    const notLiked = await world.given.version(aVersion().of(model));
    const other = await world.given.version();
    await world.repos.reactions.setLiked(fan.id, model.id, liked.id, true);
    await world.repos.reactions.setLiked(fan.id, other.modelId, other.id, true);

    expect(await new GetEngagedModels(world.deps).execute(fan)).toEqual({
      ok: true,
      value: { recommended: [model.id, other.modelId] },
    });
    const versions = await new GetEngagedModelVersions(world.deps).execute(fan, { id: model.id });
    expect(versions.ok && versions.value.recommended).toEqual([liked.id]);
    expect(versions.ok && versions.value.recommended).not.toContain(notLiked.id);
  });

  it('tells per version whether the viewer downloaded, reviewed and may review; hidden versions are left out', async () => {
    const world = createTestWorld();
    const fan = await world.given.user(aUser().named('fan'));
    const model = await world.given.model(aModel().published());
    const reviewed = await world.given.version(aVersion().of(model));
    const untouched = await world.given.version(aVersion().of(model));
    await world.given.version(aVersion().of(model).draft());
    await world.repos.downloads.record({
      userId: fan.id,
      modelVersionId: reviewed.id,
      fileId: 1,
      at: new Date(),
    });
    const review = await world.repos.reviews.create({
      userId: fan.id,
      modelId: model.id,
      modelVersionId: reviewed.id,
      recommended: true,
      rating: 5,
      details: null,
      createdAt: new Date(),
    });
    await world.repos.notifySettings.set(fan.id, 'earlyAccess', untouched.id, true);
    // Another visitor's download, review and notify setting are theirs: nothing of them shows for the fan.
    const other = await world.given.user(aUser().named('other'));
    await world.repos.downloads.record({
      userId: other.id,
      modelVersionId: untouched.id,
      fileId: 1,
      at: new Date(),
    });
    await world.repos.reviews.create({
      userId: other.id,
      modelId: model.id,
      modelVersionId: untouched.id,
      recommended: false,
      rating: 1,
      details: null,
      createdAt: new Date(),
    });
    await world.repos.notifySettings.set(other.id, 'earlyAccess', reviewed.id, true);

    const answer = await new GetEngagedModelVersions(world.deps).execute(fan, { id: model.id });
    expect(answer.ok && answer.value.versions).toEqual([
      {
        modelVersionId: reviewed.id,
        downloaded: true,
        review: { id: review.id, recommended: true, details: null },
        notifyEarlyAccess: false,
        reviewBlockedReason: null,
      },
      {
        modelVersionId: untouched.id,
        downloaded: false,
        review: null,
        notifyEarlyAccess: true,
        reviewBlockedReason: 'You need to download this version before reviewing it.',
      },
    ]);
  });
});

describe('engaged models of hidden models', () => {
  it('leaves out the models and versions the viewer may no longer see (banned author, unpublished)', async () => {
    const world = createTestWorld();
    const fan = await world.given.user(aUser().named('fan'));
    const banned = await world.given.user(aUser().named('banned').banned());
    const shown = await world.given.version(aVersion().of(await world.given.model(aModel().published())));
    const ofBanned = await world.given.model(aModel().ownedBy(banned).published());
    const hiddenVersion = await world.given.version(aVersion().of(ofBanned));
    const unpublished = await world.given.model(aModel().unpublished());
    const unpublishedVersion = await world.given.version(aVersion().of(unpublished));
    for (const version of [shown, hiddenVersion, unpublishedVersion])
      await world.repos.reactions.setLiked(fan.id, version.modelId, version.id, true);

    expect(await new GetEngagedModels(world.deps).execute(fan)).toEqual({
      ok: true,
      value: { recommended: [shown.modelId] },
    });
    expect(await new GetEngagedModelVersions(world.deps).execute(fan, { id: ofBanned.id })).toEqual({
      ok: true,
      value: { recommended: [], versions: [] },
    });
  });
});

describe('ToggleNotifyModel (user.toggleNotifyModel)', () => {
  it('turns notifications on, and mutes when already notified', async () => {
    const world = createTestWorld();
    const fan = await world.given.user(aUser().named('fan'));
    const model = await world.given.model(aModel().published());
    const toggle = new ToggleNotifyModel(world.deps);
    expect(await toggle.execute(fan, { modelId: model.id })).toEqual({
      ok: true,
      value: { notifying: true },
    });
    expect(await world.repos.notifySettings.isOn(fan.id, 'model', model.id)).toBe(true);
    expect(await toggle.execute(fan, { modelId: model.id })).toEqual({
      ok: true,
      value: { notifying: false },
    });
    expect(await toggle.execute(fan, { modelId: model.id, type: 'Mute' })).toEqual({
      ok: true,
      value: { notifying: false },
    });
    expect(await world.repos.notifySettings.isOn(fan.id, 'model', model.id)).toBe(false);
  });
});

describe('GetNotifyModel (user.getNotifyModel)', () => {
  it("tells the viewer's notify setting for a model; anonymous visitors are asked to sign in", async () => {
    const world = createTestWorld();
    const fan = await world.given.user(aUser().named('fan'));
    const model = await world.given.model(aModel().published());
    const read = new GetNotifyModel(world.deps);
    expect(await read.execute(fan, { modelId: model.id })).toEqual({ ok: true, value: { notifying: false } });
    await new ToggleNotifyModel(world.deps).execute(fan, { modelId: model.id, type: 'Notify' });
    expect(await read.execute(fan, { modelId: model.id })).toEqual({ ok: true, value: { notifying: true } });
    expect(await read.execute(null, { modelId: model.id })).toMatchObject({
      error: { code: 'AUTH.SIGN_IN_REQUIRED' },
    });
  });
});

describe('SearchUsers (user.getAll)', () => {
  it('finds at most 10 users by name prefix, leaving out deleted and banned ones', async () => {
    const world = createTestWorld();
    for (let i = 0; i < 12; i++) await world.given.user(aUser().named(`ann${i}`));
    await world.given.user(aUser().named('annGone').deleted());
    await world.given.user(aUser().named('annBanned').banned());
    await world.given.user(aUser().named('bob'));
    const result = await new SearchUsers(world.deps).execute(null, { query: 'ANN', limit: 50 });
    expect(result.ok && result.value).toHaveLength(10);
    expect(result.ok && result.value.every(({ username }) => /^ann\d+$/.test(username))).toBe(true);
    expect(await new SearchUsers(world.deps).execute(null, { query: ' ' })).toEqual({ ok: true, value: [] });
  });

  it('offers moderators banned accounts too, and deleted ones (like the escrow system user) to nobody', async () => {
    const world = createTestWorld();
    const moderator = await world.given.user(aUser().named('mod').moderator());
    await world.given.user(aUser().named('atelier:escrow').deleted());
    await world.given.user(aUser().named('atelierBanned').banned());
    await world.given.user(aUser().named('atelierFan'));
    const search = new SearchUsers(world.deps);
    const names = async (viewer: Parameters<SearchUsers['execute']>[0]) => {
      const found = await search.execute(viewer, { query: 'atelier' });
      return found.ok ? found.value.map(({ username }) => username) : found.error.code;
    };
    expect(await names(null)).toEqual(['atelierFan']);
    expect(await names(moderator)).toEqual(['atelierBanned', 'atelierFan']);
  });
});
