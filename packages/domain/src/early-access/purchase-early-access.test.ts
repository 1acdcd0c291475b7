import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '../ports/services.js';
import { errors } from '../shared/errors.js';
import { aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { PurchaseEarlyAccess } from './purchase-early-access.js';

const nextWeek = new Date('2026-01-08T00:00:00Z');
const offer = {
  chargeForDownload: true,
  downloadPrice: 500,
  chargeForGeneration: true,
  generationPrice: 100,
};

const setUp = async (flags: Partial<Record<FeatureFlag, boolean>> = {}) => {
  const world = createTestWorld({ flags });
  const owner = await world.given.user(aUser().named('alice'));
  const buyer = await world.given.user(aUser().named('bob'));
  const model = await world.given.model(aModel().ownedBy(owner).published());
  const version = await world.given.version(aVersion().of(model).published().inEarlyAccess(nextWeek, offer));
  await world.given.buzz(buyer, 1000);
  const purchase = new PurchaseEarlyAccess(world.deps);
  const buy = (
    type: 'download' | 'generation',
    idempotencyKey = `buy-${type}`,
    modelVersionId = version.id,
  ) => purchase.execute(buyer, { modelVersionId, type, idempotencyKey });
  return { world, owner, buyer, model, version, purchase, buy };
};

describe('PurchaseEarlyAccess', () => {
  it('pays the download price into escrow for the owner and grants download, which also grants generation', async () => {
    const { world, owner, buyer, version, buy } = await setUp();

    expect(await buy('download')).toEqual({
      ok: true,
      value: {
        message: 'You have successfully purchased access to this model version!',
        access: { download: true, generation: true },
      },
    });
    expect(await world.repos.ledger.balanceOf(buyer.id)).toBe(500);
    // Held until the window ends (ReleaseDueEscrow pays the owner then), so a refund never depends on the owner.
    const escrow = await world.repos.escrow.accountId();
    expect(await world.repos.ledger.balanceOf(owner.id)).toBe(0);
    expect(await world.repos.ledger.balanceOf(escrow)).toBe(500);
    const [entry] = (await world.repos.ledger.entriesOf(buyer.id)).filter((e) => e.kind === 'earlyAccess');
    expect(entry).toMatchObject({
      fromUserId: buyer.id,
      toUserId: escrow,
      reference: `modelVersion:${version.id}:download`,
    });
    expect(await world.repos.escrow.refundableOf([version.id], world.clock.now())).toEqual([
      expect.objectContaining({ buyerId: buyer.id, creatorId: owner.id, amount: 500, releasesAt: nextWeek }),
    ]);
    expect(await buy('generation', 'buy-generation-after-download')).toEqual({
      ok: false,
      error: errors.earlyAccessAlreadyOwned,
    });
  });

  it('grants generation without download, and still sells download afterwards', async () => {
    const { world, buyer, buy } = await setUp();

    const generation = await buy('generation');
    expect(generation.ok && generation.value.access).toEqual({ download: false, generation: true });
    expect(await world.repos.ledger.balanceOf(buyer.id)).toBe(900);
    const download = await buy('download');
    expect(download.ok && download.value.access).toEqual({ download: true, generation: true });
    expect(await world.repos.ledger.balanceOf(buyer.id)).toBe(400);
  });

  it('refuses buying the same access twice and charges once', async () => {
    const { world, buyer, buy } = await setUp();
    await buy('download', 'first');

    expect(await buy('download', 'second')).toEqual({ ok: false, error: errors.earlyAccessAlreadyOwned });
    expect(await world.repos.ledger.balanceOf(buyer.id)).toBe(500);
  });

  it('charges once when two purchases race', async () => {
    const { world, buyer, buy } = await setUp();

    const results = await Promise.all([buy('download', 'tab-1'), buy('download', 'tab-2')]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, error: errors.earlyAccessAlreadyOwned },
    ]);
    expect(await world.repos.ledger.balanceOf(buyer.id)).toBe(500);
  });

  it('answers a retry with the same idempotency key like the first purchase, without charging again', async () => {
    const { world, buyer, buy } = await setUp();
    const first = await buy('download', 'retry-me');

    expect(first.ok).toBe(true);
    expect(await buy('download', 'retry-me')).toEqual(first);
    expect(await world.repos.ledger.balanceOf(buyer.id)).toBe(500);
    expect(
      (await world.repos.ledger.entriesOf(buyer.id)).filter((e) => e.kind === 'earlyAccess'),
    ).toHaveLength(1);
  });

  it('refuses the same idempotency key with other details, and changes nothing', async () => {
    const { world, buyer, version, buy } = await setUp();
    await buy('generation', 'one-key');
    const balance = await world.repos.ledger.balanceOf(buyer.id);
    const access = await world.repos.earlyAccessPurchases.accessOf(buyer.id, version.id);

    expect(await buy('download', 'one-key')).toEqual({ ok: false, error: errors.idempotencyKeyReused });
    expect(await world.repos.ledger.balanceOf(buyer.id)).toBe(balance);
    expect(await world.repos.earlyAccessPurchases.accessOf(buyer.id, version.id)).toEqual(access);
  });

  it('answers concurrent retries with one idempotency key alike, charging once', async () => {
    const { world, buyer, buy } = await setUp();

    const results = await Promise.all([buy('download', 'double-click'), buy('download', 'double-click')]);
    expect(results[0]?.ok).toBe(true);
    expect(results[1]).toEqual(results[0]);
    expect(await world.repos.ledger.balanceOf(buyer.id)).toBe(500);
    expect(
      (await world.repos.ledger.entriesOf(buyer.id)).filter((e) => e.kind === 'earlyAccess'),
    ).toHaveLength(1);
  });

  it('refuses with insufficient Buzz and grants nothing', async () => {
    const { world, model, buyer, purchase } = await setUp();
    const pricey = await world.given.version(
      aVersion()
        .of(model)
        .published()
        .inEarlyAccess(nextWeek, { ...offer, downloadPrice: 5000 }),
    );

    expect(
      await purchase.execute(buyer, { modelVersionId: pricey.id, type: 'download', idempotencyKey: 'k' }),
    ).toEqual({
      ok: false,
      error: errors.insufficientBuzz,
    });
    expect(await world.repos.earlyAccessPurchases.accessOf(buyer.id, pricey.id)).toEqual({
      download: false,
      generation: false,
    });
    expect(await world.repos.ledger.balanceOf(buyer.id)).toBe(1000);
  });

  it('refuses while the feature is off, once early access ended, and for kinds not offered', async () => {
    const off = await setUp({ earlyAccessModel: false });
    expect(await off.buy('download')).toEqual({ ok: false, error: errors.earlyAccessOff });

    const ended = await setUp();
    ended.world.clock.set(nextWeek);
    expect(await ended.buy('download')).toEqual({ ok: false, error: errors.earlyAccessNotActive });

    const noGeneration = await setUp({ imageGeneration: false });
    expect(await noGeneration.buy('generation')).toEqual({
      ok: false,
      error: errors.earlyAccessOfferUnavailable,
    });
    expect(await noGeneration.world.repos.ledger.balanceOf(noGeneration.buyer.id)).toBe(1000);
  });

  it('refuses the owner buying their own version and asks anonymous visitors to sign in', async () => {
    const { owner, version, purchase } = await setUp();
    const input = { modelVersionId: version.id, type: 'download' as const, idempotencyKey: 'k' };

    expect(await purchase.execute(owner, input)).toEqual({ ok: false, error: errors.forbidden });
    expect(await purchase.execute(null, input)).toEqual({ ok: false, error: errors.signInRequired });
  });

  it('answers not found for a version the buyer cannot see', async () => {
    const { world, model, buy } = await setUp();
    const draft = await world.given.version(aVersion().of(model).draft().inEarlyAccess(nextWeek, offer));

    expect(await buy('download', 'k', draft.id)).toEqual({ ok: false, error: errors.notFound });
    expect(await buy('download', 'k', 999)).toEqual({ ok: false, error: errors.notFound });
  });
});
