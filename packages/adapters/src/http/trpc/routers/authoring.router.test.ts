import type { Model, ModelVersion } from '@atelier/domain';
import {
  aModel,
  aUser,
  aVersion,
  earlyAccessFields,
  modelFields,
  versionFields,
} from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

const UNSAFE =
  '<p>Soft <strong>light</strong>.</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>';
const SAFE = '<p>Soft <strong>light</strong>.</p><a>x</a>';

describe.each(databases)('model.upsert and modelVersion.upsert on $name', (database) => {
  const server = useTestServer(database);

  const audited = async (modelId: number) =>
    (await server().world.repos.audit.ofModel(modelId)).map(({ action, actorId, modelVersionId }) => ({
      action,
      actorId,
      modelVersionId,
    }));

  it('creates a versionless Draft, then edits it: sanitised descriptions stored, every write audited', async () => {
    const { api, world, signedIn } = server();
    const creator = await signedIn();

    const created = expectOk(
      await api.mutation<Model>(
        'model.upsert',
        { ...modelFields({ description: UNSAFE, tagNames: ['Lighting', 'lighting', ' soft '] }) },
        creator.auth,
      ),
    );
    expect(created).toMatchObject({ status: 'Draft', userId: creator.user.id, description: SAFE });
    const updated = expectOk(
      await api.mutation<Model>(
        'model.upsert',
        { ...modelFields({ name: 'Lumen XL', description: `${UNSAFE}<p>More.</p>` }), id: created.id },
        creator.auth,
      ),
    );
    expect(updated).toMatchObject({ id: created.id, name: 'Lumen XL' });

    expect(await world.repos.models.ofId(created.id)).toMatchObject({
      name: 'Lumen XL',
      description: `${SAFE}<p>More.</p>`,
      // The edit says 'lighting': the stored tag 'Lighting' is reused, whatever the case.
      tags: [{ name: 'Lighting', isCategory: false }],
    });
    expect(await audited(created.id)).toEqual([
      { action: 'model.create', actorId: creator.user.id, modelVersionId: null },
      { action: 'model.update', actorId: creator.user.id, modelVersionId: null },
    ]);

    // The owner's page of a model with no versions: the model, no versions, none selected.
    expect(expectOk(await api.query('model.getById', { id: created.id }, creator.auth))).toMatchObject({
      view: 'model',
      versions: [],
      selectedVersionId: null,
      viewer: { isOwner: true },
    });
    expectFailure(await api.query('model.getById', { id: created.id }), 404, 'NOT_FOUND');
  });

  it('adds a version last and edits it, sanitised and audited', async () => {
    const { api, world, signedIn } = server();
    const creator = await signedIn();
    const model = await world.given.model(aModel().ownedBy(creator.user).draft());
    await world.given.version(aVersion().of(model).index(0).draft());

    const created = expectOk(
      await api.mutation<ModelVersion>(
        'modelVersion.upsert',
        { ...versionFields({ description: UNSAFE }), modelId: model.id },
        creator.auth,
      ),
    );
    expect(created).toMatchObject({ modelId: model.id, index: 1, status: 'Draft', description: SAFE });
    expectOk(
      await api.mutation(
        'modelVersion.upsert',
        {
          ...versionFields({ name: 'v2', earlyAccessConfig: earlyAccessFields({ timeframeDays: 3 }) }),
          id: created.id,
          modelId: model.id,
        },
        creator.auth,
      ),
    );

    expect(await world.repos.versions.ofId(created.id)).toMatchObject({
      name: 'v2',
      description: '<p>First.</p>',
      earlyAccessConfig: { timeframeDays: 3, downloadPrice: 500 },
    });
    expect(await audited(model.id)).toEqual([
      { action: 'modelVersion.create', actorId: creator.user.id, modelVersionId: created.id },
      { action: 'modelVersion.update', actorId: creator.user.id, modelVersionId: created.id },
    ]);
  });

  it('refuses what breaks a rule, and the refusal changes nothing', async () => {
    const { api, world, signedIn } = server();
    const creator = await signedIn();
    const stranger = await signedIn();
    const muted = await signedIn(aUser().muted());
    const model = await world.given.model(aModel().ownedBy(creator.user).published());
    const version = await world.given.version(aVersion().of(model).draft());
    const before = {
      model: await world.repos.models.ofId(model.id),
      version: await world.repos.versions.ofId(version.id),
    };

    const refusals = [
      [
        await api.mutation('model.upsert', modelFields({ nsfw: true, minor: true }), creator.auth),
        400,
        'INVALID_INPUT',
      ],
      [await api.mutation('model.upsert', modelFields(), muted.auth), 403, 'USER.MUTED'],
      [await api.mutation('model.upsert', modelFields()), 401, 'AUTH.SIGN_IN_REQUIRED'],
      [
        await api.mutation('model.upsert', { ...modelFields(), sfwOnly: true }, creator.auth),
        400,
        'INVALID_INPUT',
      ],
      [
        await api.mutation(
          'model.upsert',
          { ...modelFields({ availability: 'Private' }), id: model.id },
          creator.auth,
        ),
        409,
        'MODEL.AVAILABILITY_FIXED',
      ],
      [
        await api.mutation('model.upsert', { ...modelFields(), id: model.id }, stranger.auth),
        403,
        'AUTH.FORBIDDEN',
      ],
      [
        await api.mutation(
          'model.upsert',
          { ...modelFields({ description: 'x'.repeat(50_001) }), id: model.id },
          creator.auth,
        ),
        400,
        'INVALID_INPUT',
      ],
      [
        await api.mutation(
          'modelVersion.upsert',
          { ...versionFields(), id: version.id, modelId: model.id },
          stranger.auth,
        ),
        404,
        'NOT_FOUND',
      ],
      [
        await api.mutation(
          'modelVersion.upsert',
          {
            ...versionFields({ earlyAccessConfig: earlyAccessFields({ timeframeDays: 30 }) }),
            modelId: model.id,
          },
          creator.auth,
        ),
        400,
        'INVALID_INPUT',
      ],
      [
        await api.mutation(
          'modelVersion.upsert',
          { ...versionFields(), baseModel: 'SD 9', id: version.id, modelId: model.id },
          creator.auth,
        ),
        400,
        'INVALID_INPUT',
      ],
    ] as const;
    for (const [answer, status, code] of refusals) expectFailure(answer, status, code);

    expect(await world.repos.models.ofId(model.id)).toEqual(before.model);
    expect(await world.repos.versions.ofId(version.id)).toEqual(before.version);
    expect(await world.repos.versions.ofModel(model.id)).toHaveLength(1);
    expect([
      ...(await world.repos.models.ofUser(creator.user.id)),
      ...(await world.repos.models.ofUser(muted.user.id)),
    ]).toHaveLength(1);
    expect(await audited(model.id)).toEqual([]);
  });

  it('auth.signUp refuses the name of a page of the site as a username, whatever its case', async () => {
    const { api } = server();
    for (const username of ['create', 'Edit', 'model-versions']) {
      expectFailure(
        await api.mutation('auth.signUp', { username, password: 'lantern-orchard-basalt-42' }),
        400,
        'AUTH.USERNAME_RESERVED',
      );
    }
    expectOk(
      await api.mutation('auth.signUp', { username: 'creates', password: 'lantern-orchard-basalt-42' }),
    );
  });
});
