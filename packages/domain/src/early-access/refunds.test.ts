import { describe, expect, it } from 'vitest';
import { DeleteModel } from '../models/delete-model.js';
import { DeleteVersion } from '../models/delete-version.js';
import { GetDeleteImpact } from '../models/get-delete-impact.js';
import { UnpublishModel } from '../models/unpublish-model.js';
import { ChangeMode } from '../moderation/change-mode.js';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { PurchaseEarlyAccess } from './purchase-early-access.js';
import { ReleaseDueEscrow } from './release-due-escrow.js';

const NOW = new Date('2026-01-01T00:00:00Z');
const nextWeek = new Date('2026-01-08T00:00:00Z');
const offer = {
  chargeForDownload: true,
  downloadPrice: 500,
  chargeForGeneration: true,
  generationPrice: 100,
};

/** A creator with 0 Buzz, a model with a free version and one in early access that two buyers bought. */
const setUp = async () => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('creator'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const model = await world.given.model(aModel().ownedBy(owner).published());
  await world.given.version(aVersion().of(model).published());
  const version = await world.given.version(aVersion().of(model).published().inEarlyAccess(nextWeek, offer));
  const buyers = [await world.given.user(aUser().named('ann')), await world.given.user(aUser().named('ben'))];
  for (const buyer of buyers) await world.given.buzz(buyer, 1000);
  const purchase = new PurchaseEarlyAccess(world.deps);
  await purchase.execute(buyers[0] ?? null, {
    modelVersionId: version.id,
    type: 'download',
    idempotencyKey: 'a',
  });
  await purchase.execute(buyers[1] ?? null, {
    modelVersionId: version.id,
    type: 'generation',
    idempotencyKey: 'b',
  });
  const escrow = await world.repos.escrow.accountId();
  const everyone = [owner, moderator, ...buyers].map((user) => user.id).concat(escrow);
  const total = async () => {
    let sum = 0;
    for (const id of everyone) sum += await world.repos.ledger.balanceOf(id);
    return sum;
  };
  const balances = async () => Promise.all(buyers.map((buyer) => world.repos.ledger.balanceOf(buyer.id)));
  return { world, owner, moderator, model, version, buyers, escrow, total, balances };
};

describe('refunds of early access', () => {
  it('deleting the version refunds every buyer from escrow, though the creator has 0 Buzz', async () => {
    const { world, owner, version, buyers, escrow, total, balances } = await setUp();
    const before = await total();
    expect(await balances()).toEqual([500, 900]);
    expect(await world.repos.ledger.balanceOf(owner.id)).toBe(0);
    expect(
      await new GetDeleteImpact(world.deps).execute(owner, { kind: 'version', id: version.id }),
    ).toMatchObject({
      ok: true,
      value: { refunds: { purchases: 2, buzz: 600 } },
    });

    expect((await new DeleteVersion(world.deps).execute(owner, { id: version.id })).ok).toBe(true);

    expect(await balances()).toEqual([1000, 1000]);
    expect(await world.repos.ledger.balanceOf(escrow)).toBe(0);
    expect(await world.repos.escrow.heldTotal()).toBe(0);
    expect(await total()).toBe(before);
    const [refund] = (await world.repos.ledger.entriesOf(buyers[0]?.id ?? 0)).filter(
      (e) => e.kind === 'refund',
    );
    expect(refund).toMatchObject({ idempotencyKey: expect.stringMatching(/^refund:\d+$/), amount: 500 });
    const refunds = world.notifier.sent.filter((sent) => sent.notification.kind === 'refund');
    expect(refunds.map((sent) => [sent.recipients, sent.notification.kind])).toEqual(
      buyers.map((buyer) => [{ userIds: [buyer.id] }, 'refund']),
    );
  });

  it('refunds once: a takedown, then a delete, then a permanent delete', async () => {
    const { world, owner, moderator, model, version, total, balances } = await setUp();
    const before = await total();
    await new ChangeMode(world.deps).execute(moderator, { id: model.id, mode: 'TakenDown' });
    await new DeleteVersion(world.deps).execute(owner, { id: version.id });
    await new DeleteModel(world.deps).execute(moderator, { id: model.id, permanently: true });

    expect(await balances()).toEqual([1000, 1000]);
    expect(await total()).toBe(before);
    expect(world.notifier.sent.filter((sent) => sent.notification.kind === 'refund')).toHaveLength(2);
  });

  it('refunds when the owner unpublishes the model', async () => {
    const { world, owner, model, balances } = await setUp();
    await new UnpublishModel(world.deps).execute(owner, { id: model.id });
    expect(await balances()).toEqual([1000, 1000]);
  });

  it('pays the creator once the window ends, and then a delete refunds nothing', async () => {
    const { world, owner, moderator, model, total, balances } = await setUp();
    const before = await total();
    const release = new ReleaseDueEscrow(world.deps);
    expect(await release.execute()).toEqual({ ok: true, value: { released: 0, buzz: 0 } });

    world.clock.set(nextWeek);
    expect(await release.execute()).toEqual({ ok: true, value: { released: 2, buzz: 600 } });
    expect(await release.execute()).toEqual({ ok: true, value: { released: 0, buzz: 0 } });
    expect(await world.repos.ledger.balanceOf(owner.id)).toBe(600);

    await new DeleteModel(world.deps).execute(moderator, { id: model.id, permanently: false });
    expect(await balances()).toEqual([500, 900]);
    expect(await total()).toBe(before);
  });
});
