import { aFile, aModel, aPost, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { publishedModel as publishedModelOf } from '../../testing/published-model.js';
import { useTestServer } from '../../testing/test-server.js';

describe.each(databases)('model.* on $name', (database) => {
  const server = useTestServer(database);

  const publishedModel = () => publishedModelOf(server());

  it('getById: the page of a published model for anyone; a missing one is not found', async () => {
    const { api } = server();
    const { model, version } = await publishedModel();
    const page = expectOk(
      await api.query<{ view: string; model: { id: number }; versions: { id: number }[] }>('model.getById', {
        id: model.id,
      }),
    );
    expect(page.view).toBe('model');
    expect(page.model.id).toBe(model.id);
    expect(page.versions.map((v) => v.id)).toEqual([version.id]);
    expectFailure(await api.query('model.getById', { id: 9999 }), 404, 'NOT_FOUND');
  });

  it('getById / getVersions: descriptions come back sanitised, without scripts or javascript: links', async () => {
    const { api, world, signedIn } = server();
    const owner = await signedIn();
    const unsafe = '<p>Hi<script>alert(1)</script> <a href="javascript:alert(2)" onclick="x">link</a></p>';
    const model = await world.given.model(
      aModel().ownedBy(owner.user).published().with({ description: unsafe }),
    );
    const version = await world.given.version(
      aVersion()
        .of(model)
        .published()
        .with({ description: `${unsafe}<a href="https://example.com">ok</a>` }),
    );
    await world.given.file(aFile().of(version));
    await world.given.post(aPost().of(version));

    const page = expectOk(
      await api.query<{ model: { description: string }; versions: { description: string }[] }>(
        'model.getById',
        { id: model.id },
      ),
    );
    expect(page.model.description).toBe('<p>Hi <a>link</a></p>');
    expect(page.versions[0]?.description).toBe(
      '<p>Hi <a>link</a></p><a href="https://example.com" rel="nofollow ugc noopener noreferrer" target="_blank">ok</a>',
    );
    const versions = expectOk(
      await api.query<{ description: string }[]>('model.getVersions', { id: model.id }),
    );
    expect(versions.map((v) => v.description)).toEqual([page.versions[0]?.description]);
  });

  it('getById: rejects input that is not its schema', async () => {
    const { api } = server();
    expectFailure(await api.query('model.getById', { id: 'one' }), 400, 'INVALID_INPUT');
    expectFailure(await api.query('model.getById', { id: 1, extra: true }), 400, 'INVALID_INPUT');
  });

  it('getAssociatedResourcesCardData: cards of related models; a hidden source is not found', async () => {
    const { api, world } = server();
    const { model } = await publishedModel();
    const cards = expectOk(
      await api.query('model.getAssociatedResourcesCardData', {
        fromId: model.id,
        type: 'Suggested',
        browsingLevel: 31,
      }),
    );
    expect(Array.isArray(cards)).toBe(true);
    const draft = await world.given.model(aModel().draft());
    expectFailure(
      await api.query('model.getAssociatedResourcesCardData', {
        fromId: draft.id,
        type: 'Suggested',
        browsingLevel: 31,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('getVersions: the versions a visitor may see; a missing model is not found', async () => {
    const { api } = server();
    const { model, version } = await publishedModel();
    const versions = expectOk(await api.query<{ id: number }[]>('model.getVersions', { id: model.id }));
    expect(versions.map((v) => v.id)).toEqual([version.id]);
    expectFailure(await api.query('model.getVersions', { id: 9999 }), 404, 'NOT_FOUND');
  });

  it('reorderVersions: the owner saves a new order; one that leaves a version out is refused', async () => {
    const { api, world } = server();
    const { owner, model, version } = await publishedModel();
    const second = await world.given.version(aVersion().of(model).published());
    const reordered = expectOk(
      await api.mutation<{ id: number }[]>(
        'model.reorderVersions',
        { id: model.id, modelVersions: [second.id, version.id] },
        owner.auth,
      ),
    );
    expect(reordered.map((v) => v.id)).toEqual([second.id, version.id]);
    expect((await world.repos.versions.ofModel(model.id)).map((v) => v.id)).toEqual([second.id, version.id]);
    expectFailure(
      await api.mutation('model.reorderVersions', { id: model.id, modelVersions: [second.id] }, owner.auth),
      400,
      'MODEL.INVALID_VERSION_ORDER',
    );
  });

  it('toggleLock / toggleLockComments: moderators lock; owners may not', async () => {
    const { api, world, signedIn } = server();
    const { owner, model } = await publishedModel();
    const moderator = await signedIn(aUser().moderator());
    expectOk(await api.mutation('model.toggleLock', { id: model.id, locked: true }, moderator.auth));
    expectOk(await api.mutation('model.toggleLockComments', { id: model.id, locked: true }, moderator.auth));
    const stored = await world.repos.models.ofId(model.id);
    expect({ locked: stored?.locked, commentsLocked: stored?.meta.commentsLocked }).toEqual({
      locked: true,
      commentsLocked: true,
    });
    expectFailure(
      await api.mutation('model.toggleLock', { id: model.id, locked: false }, owner.auth),
      403,
      'AUTH.FORBIDDEN',
    );
    expectFailure(
      await api.mutation('model.toggleLockComments', { id: model.id, locked: false }, owner.auth),
      403,
      'AUTH.FORBIDDEN',
    );
  });

  it('publishPrivateModel: the owner makes a private model public once; a public one is refused', async () => {
    const { api, world, signedIn } = server();
    const owner = await signedIn();
    const model = await world.given.model(aModel().ownedBy(owner.user).private());
    const version = await world.given.version(aVersion().of(model).draft());
    await world.given.file(aFile().of(version));
    await world.given.post(aPost().of(version));
    const published = expectOk(
      await api.mutation<{ model: { availability: string; status: string } }>(
        'model.publishPrivateModel',
        { modelId: model.id, publishVersions: true },
        owner.auth,
      ),
    );
    expect(published.model).toMatchObject({ availability: 'Public', status: 'Published' });
    expectFailure(
      await api.mutation(
        'model.publishPrivateModel',
        { modelId: model.id, publishVersions: true },
        owner.auth,
      ),
      409,
      'MODEL.ALREADY_PUBLIC',
    );
  });

  it('unpublish / publish: the owner unpublishes and republishes; a date in the past is refused', async () => {
    const { api, world, clock } = server();
    const { owner, model, version } = await publishedModel();
    expect(
      expectOk(await api.mutation<{ status: string }>('model.unpublish', { id: model.id }, owner.auth))
        .status,
    ).toBe('Unpublished');
    expectFailure(
      await api.mutation(
        'model.publish',
        { id: model.id, publishedAt: new Date(clock.now().getTime() - 86_400_000), versionIds: [version.id] },
        owner.auth,
      ),
      400,
      'PUBLISH.DATE_IN_PAST',
    );
    const republished = expectOk(
      await api.mutation<{ model: { status: string } }>(
        'model.publish',
        { id: model.id, publishedAt: null, versionIds: [version.id] },
        owner.auth,
      ),
    );
    expect(republished.model.status).toBe('Published');
    expect((await world.repos.models.ofId(model.id))?.status).toBe('Published');
  });

  it('unpublish: anonymous callers must sign in', async () => {
    const { api } = server();
    const { model } = await publishedModel();
    expectFailure(await api.mutation('model.unpublish', { id: model.id }), 401, 'AUTH.SIGN_IN_REQUIRED');
  });

  it('unpublish with a reason: a moderator unpublishes for a violation; the owner may not', async () => {
    const { api, world, signedIn } = server();
    const { owner, model } = await publishedModel();
    const moderator = await signedIn(aUser().moderator());
    const input = { id: model.id, reason: 'Impersonation', customMessage: 'Please contact us' };
    expectFailure(await api.mutation('model.unpublish', input, owner.auth), 403, 'AUTH.FORBIDDEN');
    expect(
      expectOk(await api.mutation<{ status: string }>('model.unpublish', input, moderator.auth)).status,
    ).toBe('UnpublishedViolation');
    expect((await world.repos.models.ofId(model.id))?.meta.unpublishedReason).toBe('Impersonation');
  });

  it('publish: accepts an ISO date string from a script', async () => {
    const { api, clock } = server();
    const { owner, model, version } = await publishedModel();
    expectOk(await api.mutation('model.unpublish', { id: model.id }, owner.auth));
    const at = new Date(clock.now().getTime() + 86_400_000);
    const scheduled = expectOk(
      await api.mutation<{ model: { status: string; publishedAt: Date } }>(
        'model.publish',
        { id: model.id, publishedAt: at.toISOString(), versionIds: [version.id] },
        owner.auth,
      ),
    );
    expect(scheduled.model.status).toBe('Scheduled');
    expect(scheduled.model.publishedAt).toEqual(at);
  });

  it('delete / restore: the owner deletes, a moderator restores; the owner cannot restore', async () => {
    const { api, world, signedIn } = server();
    const { owner, model } = await publishedModel();
    const moderator = await signedIn(aUser().moderator());
    expect(
      expectOk(await api.mutation('model.delete', { id: model.id, permanently: false }, owner.auth)),
    ).toMatchObject({ redirectTo: '/models' });
    expectFailure(await api.mutation('model.restore', { id: model.id }, owner.auth), 404, 'NOT_FOUND');
    expect(
      expectOk(await api.mutation<{ status: string }>('model.restore', { id: model.id }, moderator.auth))
        .status,
    ).toBe('Unpublished');
    expect((await world.repos.models.ofId(model.id))?.deletedAt).toBeNull();
  });

  it('delete: a stranger may not delete, and only moderators delete permanently', async () => {
    const { api, world, signedIn } = server();
    const { owner, model } = await publishedModel();
    const stranger = await signedIn();
    expectFailure(
      await api.mutation('model.delete', { id: model.id, permanently: false }, stranger.auth),
      403,
      'AUTH.FORBIDDEN',
    );
    expectFailure(
      await api.mutation('model.delete', { id: model.id, permanently: true }, owner.auth),
      403,
      'AUTH.FORBIDDEN',
    );
    const moderator = await signedIn(aUser().moderator());
    expectOk(await api.mutation('model.delete', { id: model.id, permanently: true }, moderator.auth));
    expect(await world.repos.models.ofId(model.id)).toBeNull();
  });

  it('changeMode: a moderator archives and brings back; a member may not', async () => {
    const { api, world, signedIn } = server();
    const { model } = await publishedModel();
    const moderator = await signedIn(aUser().moderator());
    expectOk(await api.mutation('model.changeMode', { id: model.id, mode: 'Archived' }, moderator.auth));
    expect((await world.repos.models.ofId(model.id))?.mode).toBe('Archived');
    expectOk(await api.mutation('model.changeMode', { id: model.id, mode: null }, moderator.auth));
    expect((await world.repos.models.ofId(model.id))?.mode).toBeNull();
    const member = await signedIn(aUser().member());
    expectFailure(
      await api.mutation('model.changeMode', { id: model.id, mode: 'TakenDown' }, member.auth),
      403,
      'AUTH.FORBIDDEN',
    );
    expectFailure(
      await api.mutation('model.changeMode', { id: model.id, mode: 'Gone' }, moderator.auth),
      400,
      'INVALID_INPUT',
    );
  });

  it('rescan: a moderator rescans every file; the owner may not', async () => {
    const { api, signedIn } = server();
    const { owner, model } = await publishedModel();
    const moderator = await signedIn(aUser().moderator());
    expect(expectOk(await api.mutation('model.rescan', { id: model.id }, moderator.auth))).toMatchObject({
      scanned: 1,
    });
    expectFailure(await api.mutation('model.rescan', { id: model.id }, owner.auth), 403, 'AUTH.FORBIDDEN');
  });

  it('toggleCannotPromote: a moderator flips it and gets the meta back; the owner may not', async () => {
    const { api, signedIn } = server();
    const { owner, model } = await publishedModel();
    const moderator = await signedIn(aUser().moderator());
    const toggled = expectOk(
      await api.mutation<{ id: number; meta: { cannotPromote: boolean } }>(
        'model.toggleCannotPromote',
        { id: model.id },
        moderator.auth,
      ),
    );
    expect(toggled).toMatchObject({ id: model.id, meta: { cannotPromote: true } });
    expectFailure(
      await api.mutation('model.toggleCannotPromote', { id: model.id }, owner.auth),
      403,
      'AUTH.FORBIDDEN',
    );
  });

  it('requestReview: the owner of a violation model asks once; a second request is refused while in progress', async () => {
    const { api, world, signedIn } = server();
    const owner = await signedIn();
    const model = await world.given.model(aModel().ownedBy(owner.user).violation('nsfw'));
    expect(expectOk(await api.mutation('model.requestReview', { id: model.id }, owner.auth))).toEqual({
      message: 'Your request has been sent to the moderators. We will review it as soon as possible.',
    });
    expectFailure(
      await api.mutation('model.requestReview', { id: model.id }, owner.auth),
      409,
      'REVIEW_REQUEST.IN_PROGRESS',
    );
  });
});
