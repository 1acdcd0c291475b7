import { aCollection, aModel, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

describe.each(databases)('collection.* of issue 17 on $name', (database) => {
  const server = useTestServer(database);

  it('creates a collection, collects a version, shows the page, removes the model, then deletes it', async () => {
    const { api, world, signedIn } = server();
    const owner = await signedIn();
    const model = await world.given.model(aModel().named('Watercolour').published());
    const version = await world.given.version(aVersion().of(model).named('v1').published());

    const created = expectOk(
      await api.mutation(
        'collection.create',
        { name: ' Paintings ', description: 'Soft light', isPrivate: false },
        owner.auth,
      ),
    ) as { id: number; name: string };
    expect(created).toMatchObject({
      name: 'Paintings',
      description: 'Soft light',
      isPrivate: false,
      modelIds: [],
    });

    expectOk(
      await api.mutation(
        'collection.addModel',
        { collectionId: created.id, modelId: model.id, modelVersionId: version.id },
        owner.auth,
      ),
    );
    expect(expectOk(await api.query('collection.getById', { id: created.id }))).toMatchObject({
      name: 'Paintings',
      owner: { username: owner.user.username },
      items: [{ model: { id: model.id, name: 'Watercolour' }, version: { id: version.id, name: 'v1' } }],
      canManage: false,
      canFollow: false,
    });

    expectOk(
      await api.mutation(
        'collection.removeModel',
        { collectionId: created.id, modelId: model.id },
        owner.auth,
      ),
    );
    expect(expectOk(await api.query('collection.getById', { id: created.id }, owner.auth))).toMatchObject({
      items: [],
      canManage: true,
    });

    expect(expectOk(await api.query('collection.getDeleteImpact', { id: created.id }, owner.auth))).toEqual({
      items: 0,
      followers: 0,
    });
    expectOk(await api.mutation('collection.delete', { id: created.id }, owner.auth));
    expectFailure(await api.query('collection.getById', { id: created.id }), 404, 'NOT_FOUND');
  });

  it('answers a private collection to others byte for byte like a missing one', async () => {
    const { api, world, signedIn } = server();
    const owner = await signedIn();
    const fan = await signedIn(aUser());
    const secret = await world.given.collection(aCollection().ownedBy(owner.user).private());
    const missing = await api.query('collection.getById', { id: 999_999 }, fan.auth);
    const hidden = await api.query('collection.getById', { id: secret.id }, fan.auth);
    expectFailure(hidden, 404, 'NOT_FOUND');
    expect(JSON.stringify(hidden)).toEqual(JSON.stringify(missing));
    expectFailure(
      await api.mutation('collection.follow', { collectionId: secret.id }, fan.auth),
      404,
      'NOT_FOUND',
    );
    expectOk(await api.query('collection.getById', { id: secret.id }, owner.auth));
    const input = { username: owner.user.username };
    expect(expectOk(await api.query('collection.getByUser', input, fan.auth))).toEqual([]);
    expect(expectOk(await api.query('collection.getByUser', input, owner.auth))).toEqual([
      { id: secret.id, name: secret.name, isPrivate: true },
    ]);
  });

  it('refuses a blank name with the catalogue code, and another owner’s edits', async () => {
    const { api, world, signedIn } = server();
    const owner = await signedIn();
    const other = await signedIn(aUser());
    expectFailure(
      await api.mutation(
        'collection.create',
        { name: '  ', description: null, isPrivate: false },
        owner.auth,
      ),
      400,
      'INVALID_INPUT',
    );
    const collection = await world.given.collection(aCollection().ownedBy(owner.user));
    expectFailure(
      await api.mutation(
        'collection.update',
        { id: collection.id, name: 'Taken', description: null, isPrivate: true },
        other.auth,
      ),
      403,
      'AUTH.FORBIDDEN',
    );
    expectFailure(
      await api.mutation('collection.delete', { id: collection.id }, other.auth),
      403,
      'AUTH.FORBIDDEN',
    );
  });
});
