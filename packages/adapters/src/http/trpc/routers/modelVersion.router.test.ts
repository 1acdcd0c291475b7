import { aDonationGoal, aFile, aModel, aPost, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

const DAY = 86_400_000;

describe.each(databases)('modelVersion.* on $name', (database) => {
  const server = useTestServer(database);

  const ownedModel = async (modelStatus: 'published' | 'violation' = 'published') => {
    const { world, signedIn } = server();
    const owner = await signedIn();
    const base = aModel().ownedBy(owner.user);
    const model = await world.given.model(modelStatus === 'published' ? base.published() : base.violation());
    const version = await world.given.version(aVersion().of(model).published());
    return { owner, model, version };
  };

  it('publish: the owner publishes a ready draft version; to a stranger the draft is not found', async () => {
    const { api, world, signedIn } = server();
    const { owner, model } = await ownedModel();
    const draft = await world.given.version(aVersion().of(model).draft());
    await world.given.file(aFile().of(draft));
    await world.given.post(aPost().of(draft));
    const stranger = await signedIn();
    // Issue 11: a draft answers a non-owner like a missing id, not 403 (docs/security.md, "Hidden equals missing").
    expectFailure(
      await api.mutation('modelVersion.publish', { id: draft.id }, stranger.auth),
      404,
      'NOT_FOUND',
    );
    expect(
      expectOk(
        await api.mutation<{ status: string }>(
          'modelVersion.publish',
          { id: draft.id, publishedAt: null },
          owner.auth,
        ),
      ).status,
    ).toBe('Published');
  });

  it('requestReview: the owner asks for a violation version of a good model; not twice', async () => {
    const { api, world } = server();
    const { owner, model } = await ownedModel();
    const flagged = await world.given.version(aVersion().of(model).violation('nsfw'));
    expectOk(await api.mutation('modelVersion.requestReview', { id: flagged.id }, owner.auth));
    expectFailure(
      await api.mutation('modelVersion.requestReview', { id: flagged.id }, owner.auth),
      409,
      'REVIEW_REQUEST.IN_PROGRESS',
    );
  });

  it('upsert / get / deleteExplorationPrompt: the owner manages prompts, visitors read them; unknown prompts fail', async () => {
    const { api, signedIn } = server();
    const { owner, model, version } = await ownedModel();
    const prompt = { id: version.id, modelId: model.id, name: 'Castle', prompt: 'a castle at dusk' };
    expect(
      expectOk(await api.mutation('modelVersion.upsertExplorationPrompt', prompt, owner.auth)),
    ).toMatchObject({ name: 'Castle', index: 0 });
    expect(
      expectOk(
        await api.query<{ name: string }[]>('modelVersion.getExplorationPromptsById', { id: version.id }),
      ).map((p) => p.name),
    ).toEqual(['Castle']);
    const stranger = await signedIn();
    expectFailure(
      await api.mutation('modelVersion.upsertExplorationPrompt', prompt, stranger.auth),
      403,
      'AUTH.FORBIDDEN',
    );
    expectFailure(
      await api.mutation('modelVersion.upsertExplorationPrompt', { ...prompt, prompt: '  ' }, owner.auth),
      400,
      'PROMPT.REQUIRED',
    );

    expectOk(
      await api.mutation(
        'modelVersion.deleteExplorationPrompt',
        { id: version.id, name: 'Castle', modelId: model.id },
        owner.auth,
      ),
    );
    expectFailure(
      await api.mutation(
        'modelVersion.deleteExplorationPrompt',
        { id: version.id, name: 'Castle', modelId: model.id },
        owner.auth,
      ),
      409,
      'PROMPT.DELETE_FAILED',
    );
    expectFailure(await api.query('modelVersion.getExplorationPromptsById', { id: 9999 }), 404, 'NOT_FOUND');
  });

  it('delete: the owner deletes one of two versions, but never the last one', async () => {
    const { api, world } = server();
    const { owner, model, version } = await ownedModel();
    const second = await world.given.version(aVersion().of(model).published());
    expect(
      expectOk(
        await api.mutation<{ id: number }[]>('modelVersion.delete', { id: second.id }, owner.auth),
      ).map((v) => v.id),
    ).toEqual([version.id]);
    expectFailure(
      await api.mutation('modelVersion.delete', { id: version.id }, owner.auth),
      409,
      'VERSION.LAST',
    );
  });

  it('bustCache / enqueueNsfwLevelUpdate: moderators only', async () => {
    const { api, signedIn } = server();
    const { owner, model, version } = await ownedModel();
    const moderator = await signedIn(aUser().moderator());
    expect(
      expectOk(await api.mutation('modelVersion.bustCache', { id: version.id }, moderator.auth)),
    ).toEqual({ tags: [`model:${model.id}`, `modelVersion:${version.id}`] });
    expect(
      expectOk(await api.mutation('modelVersion.enqueueNsfwLevelUpdate', { id: version.id }, moderator.auth)),
    ).toBeNull();
    expectFailure(
      await api.mutation('modelVersion.bustCache', { id: version.id }, owner.auth),
      403,
      'AUTH.FORBIDDEN',
    );
    expectFailure(
      await api.mutation('modelVersion.enqueueNsfwLevelUpdate', { id: version.id }, owner.auth),
      403,
      'AUTH.FORBIDDEN',
    );
  });

  it('toggleNotifyEarlyAccess: a visitor subscribes to a version in early access; not to one out of it', async () => {
    const { api, world, signedIn, clock } = server();
    const model = await world.given.model(aModel().published());
    const early = await world.given.version(
      aVersion()
        .of(model)
        .published()
        .inEarlyAccess(new Date(clock.now().getTime() + DAY)),
    );
    const visitor = await signedIn();
    expect(
      expectOk(await api.mutation('modelVersion.toggleNotifyEarlyAccess', { id: early.id }, visitor.auth)),
    ).toEqual({ notify: true });
    expect(
      expectOk(await api.mutation('modelVersion.toggleNotifyEarlyAccess', { id: early.id }, visitor.auth)),
    ).toEqual({ notify: false });
    const { version } = await ownedModel();
    expectFailure(
      await api.mutation('modelVersion.toggleNotifyEarlyAccess', { id: version.id }, visitor.auth),
      409,
      'EARLY_ACCESS.NOT_ACTIVE',
    );
    expectFailure(
      await api.mutation('modelVersion.toggleNotifyEarlyAccess', { id: early.id }),
      401,
      'AUTH.SIGN_IN_REQUIRED',
    );
  });

  it('donationGoals: the goals of a visible version; none when the buzz feature is off; hidden versions 404', async () => {
    const { api, world, flags } = server();
    const { version } = await ownedModel();
    const goal = await world.given.goal(aDonationGoal().of(version).amount(1000));
    expect(
      expectOk(await api.query<{ id: number }[]>('modelVersion.donationGoals', { id: version.id })).map(
        (g) => g.id,
      ),
    ).toEqual([goal.id]);
    flags.buzz = false;
    expect(expectOk(await api.query('modelVersion.donationGoals', { id: version.id }))).toEqual([]);
    const hidden = await world.given.model(aModel().draft());
    const hiddenVersion = await world.given.version(aVersion().of(hidden).draft());
    expectFailure(await api.query('modelVersion.donationGoals', { id: hiddenVersion.id }), 404, 'NOT_FOUND');
  });

  it("getLicense: the model's licenses and permissions for a visible version; hidden versions 404", async () => {
    const { api, world } = server();
    const { model, version } = await ownedModel();
    expect(
      expectOk(
        await api.query<{ model: { id: number }; version: { id: number } }>('modelVersion.getLicense', {
          id: version.id,
        }),
      ),
    ).toMatchObject({
      model: { id: model.id, allowCommercialUse: model.allowCommercialUse },
      version: { id: version.id },
    });
    const hiddenVersion = await world.given.version(aVersion().of(model).draft());
    expectFailure(await api.query('modelVersion.getLicense', { id: hiddenVersion.id }), 404, 'NOT_FOUND');
  });

  it('earlyAccessPurchase: pays into escrow for the owner once per idempotency key; without enough Buzz it is 402 with action buy', async () => {
    const { api, world, signedIn, clock } = server();
    const { owner, model } = await ownedModel();
    const early = await world.given.version(
      aVersion()
        .of(model)
        .published()
        .inEarlyAccess(new Date(clock.now().getTime() + DAY), { downloadPrice: 100 }),
    );
    const buyer = await signedIn();
    const poor = await signedIn();
    await world.given.buzz(buyer.user, 150);

    const input = { modelVersionId: early.id, type: 'download', idempotencyKey: 'purchase-0001' };
    const bought = expectOk(
      await api.mutation<{ message: string; access: { download: boolean } }>(
        'modelVersion.earlyAccessPurchase',
        input,
        buyer.auth,
      ),
    );
    expect(bought.message).toBe('You have successfully purchased access to this model version!');
    expect(bought.access.download).toBe(true);
    expect(await world.repos.ledger.balanceOf(buyer.user.id)).toBe(50);
    // Held in escrow until the window ends (docs/adr/0006-early-access-escrow.md).
    expect(await world.repos.ledger.balanceOf(owner.user.id)).toBe(0);
    expect(await world.repos.escrow.heldTotal()).toBe(100);

    const failed = await api.mutation(
      'modelVersion.earlyAccessPurchase',
      { ...input, idempotencyKey: 'purchase-0002' },
      poor.auth,
    );
    expectFailure(failed, 402, 'BUZZ.INSUFFICIENT_FUNDS');
    if (!failed.ok) expect(failed.error.data.action).toBe('buy');
  });
});
