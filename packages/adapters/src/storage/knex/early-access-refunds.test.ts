import {
  ChangeMode,
  DeleteModel,
  DeleteVersion,
  PurchaseEarlyAccess,
  ReleaseDueEscrow,
  refundKey,
  UnpublishModel,
  type User,
} from '@atelier/domain';
import { aModel, aUser, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { readNumber } from './dialect.js';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const nextWeek = new Date('2026-01-08T00:00:00Z');
const offer = {
  chargeForDownload: true,
  downloadPrice: 300,
  chargeForGeneration: true,
  generationPrice: 100,
};

describe.each(databases)('early-access refunds on $name', (database) => {
  const world = useKnexWorld(database);

  /** A creator with 0 Buzz; three buyers of the early-access version, one of them twice (generation, then download). */
  const scene = async () => {
    const w = world();
    const owner = await w.given.user(aUser().named('creator'));
    const moderator = await w.given.user(aUser().named('mod').moderator());
    const model = await w.given.model(aModel().ownedBy(owner).published());
    await w.given.version(aVersion().of(model).published());
    const version = await w.given.version(aVersion().of(model).published().inEarlyAccess(nextWeek, offer));
    const buyers: User[] = [];
    for (const name of ['ann', 'ben', 'cat']) {
      const buyer = await w.given.user(aUser().named(name));
      await w.given.buzz(buyer, 1000);
      buyers.push(buyer);
    }
    const buy = (buyer: User, type: 'download' | 'generation') =>
      new PurchaseEarlyAccess(w.deps).execute(buyer, {
        modelVersionId: version.id,
        type,
        idempotencyKey: `${buyer.username}-${type}`,
      });
    for (const buyer of buyers) expect((await buy(buyer, 'generation')).ok).toBe(true);
    expect((await buy(buyers[0] as User, 'download')).ok).toBe(true);
    return { w, owner, moderator, model, version, buyers };
  };

  const sumOfBalances = async () => {
    const row = (await world().knex('buzz_accounts').sum('balance as total').first()) as { total: unknown };
    return readNumber(row.total ?? 0);
  };
  const refundEntries = () => world().knex('buzz_ledger_entries').where('kind', 'refund').orderBy('id');

  it('refund runs leave the sum of all balances plus escrow unchanged; a creator with 0 Buzz does not block refunds', async () => {
    const { w, owner, version, buyers } = await scene();
    const before = await sumOfBalances();
    expect(await w.repos.escrow.heldTotal()).toBe(600);
    expect(await w.repos.ledger.balanceOf(owner.id)).toBe(0);

    expect((await new DeleteVersion(w.deps).execute(owner, { id: version.id })).ok).toBe(true);

    expect(await sumOfBalances()).toBe(before);
    expect(await w.repos.escrow.heldTotal()).toBe(0);
    for (const buyer of buyers) expect(await w.repos.ledger.balanceOf(buyer.id)).toBe(1000);
    expect(w.notifier.sent.filter((sent) => sent.notification.kind === 'refund')).toHaveLength(4);
  });

  it('refunds each purchase at most once under 50 concurrent takedowns, unpublishes and deletes', async () => {
    const { w, owner, moderator, model, version, buyers } = await scene();
    const before = await sumOfBalances();
    const calls = Array.from({ length: 50 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return new ChangeMode(w.deps).execute(moderator, { id: model.id, mode: 'TakenDown' });
        case 1:
          return new DeleteVersion(w.deps).execute(owner, { id: version.id });
        case 2:
          return new UnpublishModel(w.deps).execute(owner, { id: model.id });
        default:
          return new DeleteModel(w.deps).execute(owner, { id: model.id, permanently: false });
      }
    });
    const settled = await Promise.allSettled(calls);

    expect(settled.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const refunds = await refundEntries();
    expect(refunds).toHaveLength(4);
    const purchases = await w.knex('early_access_escrow').select('purchase_id').orderBy('purchase_id');
    expect(refunds.map((entry) => entry.idempotency_key).sort()).toEqual(
      purchases.map((row) => refundKey(row.purchase_id)).sort(),
    );
    for (const buyer of buyers) expect(await w.repos.ledger.balanceOf(buyer.id)).toBe(1000);
    expect(await sumOfBalances()).toBe(before);
    expect(await w.repos.escrow.heldTotal()).toBe(0);
  });

  it('releases the earnings once the window ends, and a release and a refund never both take a payment', async () => {
    const { w, owner, moderator, model } = await scene();
    const before = await sumOfBalances();
    w.clock.set(nextWeek);
    const outcomes = await Promise.all([
      new ReleaseDueEscrow(w.deps).execute(),
      new ReleaseDueEscrow(w.deps).execute(),
      new ChangeMode(w.deps).execute(moderator, { id: model.id, mode: 'TakenDown' }),
    ]);
    const released = outcomes
      .slice(0, 2)
      .reduce((sum, o) => sum + (o.ok && 'buzz' in o.value ? o.value.buzz : 0), 0);

    expect(released).toBe(600);
    expect(await w.repos.ledger.balanceOf(owner.id)).toBe(600);
    expect(await refundEntries()).toHaveLength(0);
    expect(await sumOfBalances()).toBe(before);
  });
});
