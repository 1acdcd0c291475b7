import { aCollection, aModel, aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { publishedModel as publishedModelOf } from '../../testing/published-model.js';
import { useTestServer } from '../../testing/test-server.js';

describe.each(databases)('model.* moderator tools and curation on $name', (database) => {
  const server = useTestServer(database);

  const publishedModel = () => publishedModelOf(server());

  it('toggleSearchable / toggleGeneration: a moderator flips them; the owner may not; generation needs impersonation', async () => {
    const { api, signedIn, flags } = server();
    const { owner, model } = await publishedModel();
    const moderator = await signedIn(aUser().moderator());
    expect(
      expectOk(await api.mutation('model.toggleSearchable', { id: model.id }, moderator.auth)),
    ).toMatchObject({ id: model.id, meta: { searchable: false } });
    expect(
      expectOk(await api.mutation('model.toggleGeneration', { id: model.id }, moderator.auth)),
    ).toMatchObject({ id: model.id, meta: { generationEnabled: false } });
    expectFailure(
      await api.mutation('model.toggleSearchable', { id: model.id }, owner.auth),
      403,
      'AUTH.FORBIDDEN',
    );
    flags.impersonation = false;
    expectFailure(
      await api.mutation('model.toggleGeneration', { id: model.id }, moderator.auth),
      403,
      'FEATURE.OFF',
    );
  });

  it('getAuditLog: moderators and the owner read who did what, newest first, by name; others may not', async () => {
    const { api, signedIn, clock } = server();
    const { owner, model } = await publishedModel();
    const moderator = await signedIn(aUser().moderator());
    await api.mutation('model.toggleSearchable', { id: model.id }, moderator.auth);
    clock.advance(1000);
    await api.mutation('model.toggleLock', { id: model.id, locked: true }, moderator.auth);
    const log = expectOk(
      await api.query<{ action: string; actor: { id: number; username: string | null } }[]>(
        'model.getAuditLog',
        { id: model.id },
        moderator.auth,
      ),
    );
    expect(log.map(({ action, actor }) => ({ action, actor }))).toEqual([
      { action: 'model.toggleLock', actor: { id: moderator.user.id, username: moderator.user.username } },
      {
        action: 'model.toggleSearchable',
        actor: { id: moderator.user.id, username: moderator.user.username },
      },
    ]);
    expect(
      expectOk(await api.query<unknown[]>('model.getAuditLog', { id: model.id }, owner.auth)),
    ).toHaveLength(2);
    const stranger = await signedIn(aUser());
    expectFailure(
      await api.query('model.getAuditLog', { id: model.id }, stranger.auth),
      403,
      'AUTH.FORBIDDEN',
    );
  });
  it("setShowcaseCollection: the owner shows one of their collections, or none; someone else's is not found", async () => {
    const { api, world } = server();
    const { owner, model } = await publishedModel();
    const own = await world.given.collection(aCollection().ownedBy(owner.user));
    const foreign = await world.given.collection();
    expect(
      expectOk(
        await api.mutation('model.setShowcaseCollection', { id: model.id, collectionId: own.id }, owner.auth),
      ),
    ).toMatchObject({ id: model.id, meta: { showcaseCollectionId: own.id } });
    expectFailure(
      await api.mutation(
        'model.setShowcaseCollection',
        { id: model.id, collectionId: foreign.id },
        owner.auth,
      ),
      404,
      'NOT_FOUND',
    );
    expect(
      expectOk(
        await api.mutation('model.setShowcaseCollection', { id: model.id, collectionId: null }, owner.auth),
      ),
    ).toMatchObject({ meta: { showcaseCollectionId: null } });
  });

  it('hideContentWithTags: a moderator replaces the hidden tags; an unknown tag or over 100 are refused', async () => {
    const { api, world, signedIn } = server();
    const { owner, model } = await publishedModel();
    const moderator = await signedIn(aUser().moderator());
    const tag = await world.given.tag({ name: 'gore' });
    expect(
      expectOk(
        await api.mutation('model.hideContentWithTags', { id: model.id, tagIds: [tag.id] }, moderator.auth),
      ),
    ).toMatchObject({ hiddenTags: [{ id: tag.id, name: 'gore' }] });
    expectFailure(
      await api.mutation(
        'model.hideContentWithTags',
        { id: model.id, tagIds: [tag.id, 9999] },
        moderator.auth,
      ),
      404,
      'NOT_FOUND',
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expectFailure(
      await api.mutation('model.hideContentWithTags', { id: model.id, tagIds: tooMany }, moderator.auth),
      400,
      'INVALID_INPUT',
    );
    expectFailure(
      await api.mutation('model.hideContentWithTags', { id: model.id, tagIds: [tag.id] }, owner.auth),
      403,
      'AUTH.FORBIDDEN',
    );
  });

  it('migrateToCollection: a moderator moves the model into a collection that becomes its showcase', async () => {
    const { api, world, signedIn } = server();
    const { model } = await publishedModel();
    const moderator = await signedIn(aUser().moderator());
    const collection = await world.given.collection();
    expect(
      expectOk(
        await api.mutation(
          'model.migrateToCollection',
          { id: model.id, collectionId: collection.id },
          moderator.auth,
        ),
      ),
    ).toMatchObject({ id: model.id, meta: { showcaseCollectionId: collection.id } });
    expect((await world.repos.collections.ofId(collection.id))?.modelIds).toEqual([model.id]);
    expectFailure(
      await api.mutation('model.migrateToCollection', { id: model.id, collectionId: 9999 }, moderator.auth),
      404,
      'NOT_FOUND',
    );
  });
  it("setAssociatedResources: the owner's suggestions lead the carousel; more than 20 are refused", async () => {
    const { api, world } = server();
    const { owner, model } = await publishedModel();
    const suggested = await world.given.model(aModel().published().named('Suggested one'));
    const resource = { resourceType: 'model', resourceId: suggested.id };
    expect(
      expectOk(
        await api.mutation(
          'model.setAssociatedResources',
          { fromId: model.id, type: 'Suggested', associations: [resource] },
          owner.auth,
        ),
      ),
    ).toEqual({ fromId: model.id, associations: [resource] });
    const cards = expectOk(
      await api.query<{ name: string }[]>('model.getAssociatedResourcesCardData', {
        fromId: model.id,
        type: 'Suggested',
        browsingLevel: 31,
      }),
    );
    expect(cards.map((card) => card.name)).toEqual(['Suggested one']);
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ resourceType: 'model', resourceId: i + 1 }));
    expectFailure(
      await api.mutation(
        'model.setAssociatedResources',
        { fromId: model.id, type: 'Suggested', associations: tooMany },
        owner.auth,
      ),
      400,
      'INVALID_INPUT',
    );
  });
});
