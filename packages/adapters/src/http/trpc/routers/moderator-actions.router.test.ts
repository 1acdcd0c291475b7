import { errors, modelCacheTag, versionCacheTag } from '@atelier/domain';
import { aModel, aPost, aUser, aVersion, modelFields } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../container/create-container.js';
import { TOKENS } from '../../../container/tokens.js';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { publishedModel } from '../../testing/published-model.js';
import { useTestServer } from '../../testing/test-server.js';

type ListPage = { items: { id: number }[] };
type ModelPage = { model: { name: string; status: string; nsfwLevel: number; locked: boolean } };

/**
 * Issue 20: every moderator action of the model menu acts, and each is seen through another read than its flag —
 * the model page's API, search, the home rows, the cache — and is audited.
 */
describe.each(databases)('moderator actions that act, on $name', (database) => {
  const server = useTestServer(database);

  const actionsOf = async (modelId: number) =>
    (await server().world.repos.audit.ofModel(modelId)).map(({ action, actorId }) => ({ action, actorId }));

  it('toggleLock: the owner’s edits are refused with MODEL.LOCKED and the page keeps its data; a moderator still edits', async () => {
    const ts = server();
    const { api, signedIn } = ts;
    const { owner, model } = await publishedModel(ts);
    const moderator = await signedIn(aUser().moderator());
    expectOk(await api.mutation('model.toggleLock', { id: model.id, locked: true }, moderator.auth));

    const rename = { ...modelFields({ name: 'Renamed' }), id: model.id };
    const refused = await api.mutation('model.upsert', rename, owner.auth);
    expectFailure(refused, 409, errors.modelLocked.code);
    expect(refused.ok ? null : refused.error.message).toBe(errors.modelLocked.message);
    expectFailure(await api.mutation('model.unpublish', { id: model.id }, owner.auth), 409, 'MODEL.LOCKED');

    const page = expectOk(await api.query<ModelPage>('model.getById', { id: model.id }));
    expect(page.model).toMatchObject({ name: model.name, status: 'Published', locked: true });

    expectOk(await api.mutation('model.upsert', rename, moderator.auth));
    expect(expectOk(await api.query<ModelPage>('model.getById', { id: model.id })).model.name).toBe(
      'Renamed',
    );
    expect(await actionsOf(model.id)).toEqual([
      { action: 'model.toggleLock', actorId: moderator.user.id },
      { action: 'model.update', actorId: moderator.user.id },
    ]);
  });

  it('toggleSearchable: the model leaves search and the listing, keeps its page, and comes back', async () => {
    const { api, world, signedIn } = server();
    const model = await world.given.model(aModel().named('Quiet Lantern').published());
    const moderator = await signedIn(aUser().moderator());
    const found = async (input: object) =>
      expectOk(await api.query<ListPage>('model.getAll', input)).items.map((item) => item.id);
    expect(await found({ query: 'lantern' })).toEqual([model.id]);

    expectOk(await api.mutation('model.toggleSearchable', { id: model.id }, moderator.auth));

    expect(await found({ query: 'lantern' })).toEqual([]);
    expect(await found({})).not.toContain(model.id);
    expect(await found({ featured: true })).not.toContain(model.id);
    expectOk(await api.query('model.getById', { id: model.id }));
    expectOk(await api.mutation('model.toggleSearchable', { id: model.id }, moderator.auth));
    expect(await found({ query: 'lantern' })).toEqual([model.id]);
    expect(await actionsOf(model.id)).toEqual([
      { action: 'model.toggleSearchable', actorId: moderator.user.id },
      { action: 'model.toggleSearchable', actorId: moderator.user.id },
    ]);
  });

  it('toggleCannotPromote: the model leaves the Featured row and stays in search', async () => {
    const { api, world, signedIn } = server();
    const model = await world.given.model(aModel().named('Bright Kite').published());
    const other = await world.given.model(aModel().named('Dull Kite').published());
    const moderator = await signedIn(aUser().moderator());
    const featured = async () =>
      expectOk(await api.query<ListPage>('model.getAll', { featured: true })).items.map((item) => item.id);
    expect(await featured()).toContain(model.id);

    expectOk(await api.mutation('model.toggleCannotPromote', { id: model.id }, moderator.auth));

    expect(await featured()).toEqual([other.id]);
    expect(
      expectOk(await api.query<ListPage>('model.getAll', { query: 'kite' }))
        .items.map((item) => item.id)
        .sort(),
    ).toEqual([model.id, other.id].sort());
    expect(await actionsOf(model.id)).toEqual([
      { action: 'model.toggleCannotPromote', actorId: moderator.user.id },
    ]);
  });

  it('enqueueNsfwLevelUpdate: the job recomputes the level from the shown images, and the page shows it', async () => {
    const ts = server();
    const { api, world, signedIn, container } = ts;
    const { owner, model, version } = await publishedModel(ts);
    const second = await world.given.version(aVersion().of(model).published());
    await world.given.post(aPost().of(version).by(owner.user).nsfwLevel(4));
    await world.given.post(aPost().of(second).by(owner.user).nsfwLevel(8));
    await world.given.post(aPost().of(second).by(owner.user).nsfwLevel(16).unpublished());
    const moderator = await signedIn(aUser().moderator());
    const level = async () =>
      expectOk(await api.query<ModelPage>('model.getById', { id: model.id })).model.nsfwLevel;
    const before = await level();

    expectOk(await api.mutation('modelVersion.enqueueNsfwLevelUpdate', { id: version.id }, moderator.auth));
    expect(await level()).toBe(before);
    await resolve(container, TOKENS.jobWorker).drain();

    // The post `publishedModel` makes is level 1, the new ones 4 and 8; the unpublished post's 16 is not shown.
    expect(before).toBe(1);
    expect(await level()).toBe(1 | 4 | 8);
    expect(await actionsOf(model.id)).toEqual([
      { action: 'modelVersion.enqueueNsfwLevelUpdate', actorId: moderator.user.id },
    ]);
  });

  it('bustCache: what is cached for the model and the version is gone, other models’ entries stay', async () => {
    const ts = server();
    const { api, signedIn, container } = ts;
    const { owner, model, version } = await publishedModel(ts);
    const moderator = await signedIn(aUser().moderator());
    const cache = resolve(container, TOKENS.inProcessCache);
    cache.set(`page:${model.id}`, [modelCacheTag(model.id)], 'stale page');
    cache.set(`download:${version.id}`, [versionCacheTag(version.id)], 'stale download');
    cache.set('page:other', [modelCacheTag(model.id + 1000)], 'another model');

    expectFailure(
      await api.mutation('modelVersion.bustCache', { id: version.id }, owner.auth),
      403,
      'AUTH.FORBIDDEN',
    );
    expect(cache.has(`page:${model.id}`)).toBe(true);
    expectOk(await api.mutation('modelVersion.bustCache', { id: version.id }, moderator.auth));

    expect(cache.has(`page:${model.id}`)).toBe(false);
    expect(cache.has(`download:${version.id}`)).toBe(false);
    expect(cache.has('page:other')).toBe(true);
    expect(await actionsOf(model.id)).toEqual([
      { action: 'modelVersion.bustCache', actorId: moderator.user.id },
    ]);
  });
});
