import { describe, expect, it } from 'vitest';
import { PurchaseEarlyAccess } from '../early-access/purchase-early-access.js';
import { PublishModel } from '../models/publish-model.js';
import { ChangeMode } from '../moderation/change-mode.js';
import { UnpublishForViolation } from '../moderation/unpublish-for-violation.js';
import { CreateReview } from '../reviews/create-review.js';
import { ToggleReview } from '../reviews/toggle-review.js';
import { aFile, aModel, aPost, aUser, aVersion, createTestWorld } from '../testing/index.js';

/** Issue 17: the kinds written where their cause happens, once it is committed, to the person it concerns. */
const setup = async () => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('alice'));
  const fan = await world.given.user(aUser().named('bob'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  return { world, owner, fan, moderator, sent: world.notifier.sent };
};

describe('notifications written by the use cases that cause them', () => {
  it('tells the owner of a review of their model (create and thumbs), but not of their own', async () => {
    const { world, owner, fan, sent } = await setup();
    const model = await world.given.model(aModel().ownedBy(owner).named('Lumen').published());
    const version = await world.given.version(aVersion().of(model).published());
    await world.given.download(fan, version);
    await world.given.download(owner, version);

    await new CreateReview(world.deps).execute(fan, {
      modelId: model.id,
      modelVersionId: version.id,
      recommended: true,
    });
    await new ToggleReview(world.deps).execute(owner, {
      modelId: model.id,
      modelVersionId: version.id,
      clicked: 'down',
    });

    expect(sent).toEqual([
      {
        recipients: { userIds: [owner.id] },
        notification: { kind: 'review', message: 'bob reviewed "Lumen": recommends it.' },
      },
    ]);
  });

  it('tells the owner when a moderator unpublishes for a violation and when one takes the model down', async () => {
    const { world, owner, moderator, sent } = await setup();
    const model = await world.given.model(aModel().ownedBy(owner).named('Lumen').published());

    await new UnpublishForViolation(world.deps).execute(moderator, { id: model.id, reason: 'real person' });
    await new ChangeMode(world.deps).execute(moderator, { id: model.id, mode: 'TakenDown' });
    await new ChangeMode(world.deps).execute(moderator, { id: model.id, mode: 'TakenDown' });

    expect(sent.map((s) => [s.recipients, s.notification.kind, s.notification.message])).toEqual([
      [
        { userIds: [owner.id] },
        'violation',
        'Your model "Lumen" was unpublished for a violation: real person.',
      ],
      [{ userIds: [owner.id] }, 'takedown', 'Your model "Lumen" was taken down by a moderator.'],
    ]);
  });

  it('answers a review request when a moderator publishes the model again; a refusal tells nobody', async () => {
    const { world, owner, moderator, sent } = await setup();
    const model = await world.given.model(aModel().ownedBy(owner).named('Lumen').violation().needsReview());
    const version = await world.given.version(aVersion().of(model).violation());
    const publish = new PublishModel(world.deps);

    expect(await publish.execute(owner, { id: model.id, versionIds: [version.id] })).toMatchObject({
      ok: false,
    });
    expect(sent).toEqual([]);
    await world.given.file(aFile().of(version));
    await world.given.post(aPost().of(version).by(owner));
    expect(await publish.execute(moderator, { id: model.id, versionIds: [version.id] })).toMatchObject({
      ok: true,
    });

    expect(sent).toEqual([
      {
        recipients: { userIds: [owner.id] },
        notification: {
          kind: 'reviewAnswered',
          message: 'Your review request for "Lumen" was answered: a moderator published it again.',
        },
      },
    ]);
  });

  it('sends the buyer a receipt for an early-access purchase, once per purchase', async () => {
    const { world, owner, fan, sent } = await setup();
    const model = await world.given.model(aModel().ownedBy(owner).named('Lumen').published());
    const version = await world.given.version(
      aVersion()
        .of(model)
        .named('v2')
        .published()
        .inEarlyAccess(new Date('2026-01-08T00:00:00Z'), { chargeForDownload: true, downloadPrice: 500 }),
    );
    await world.given.buzz(fan, 1000);
    const purchase = new PurchaseEarlyAccess(world.deps);
    const buy = () =>
      purchase.execute(fan, { modelVersionId: version.id, type: 'download', idempotencyKey: 'buy-1' });

    expect(await buy()).toMatchObject({ ok: true });
    expect(await buy()).toMatchObject({ ok: true });

    expect(sent).toEqual([
      {
        recipients: { userIds: [fan.id] },
        notification: {
          kind: 'purchaseReceipt',
          message: 'Receipt: download access to "Lumen" v2 for 500 Buzz.',
        },
      },
    ]);
  });
});
