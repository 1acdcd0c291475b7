import { describe, expect, it } from 'vitest';
import { PurchaseEarlyAccess } from '../early-access/purchase-early-access.js';
import { ReleaseDueEscrow } from '../early-access/release-due-escrow.js';
import { aFile, aModel, aUser, aVersion, createTestWorld } from '../testing/index.js';
import { DownloadVaultItem } from '../vault/download-vault-item.js';
import { ToggleVaultVersion } from '../vault/toggle-vault-version.js';
import { CONSOLE } from './account-actor.js';
import { DeleteAccount, RestoreAccount } from './delete-account.js';

const NOW = new Date('2026-01-01T00:00:00Z');
const NEXT_WEEK = new Date('2026-01-08T00:00:00Z');
const OFFER = { chargeForDownload: true, downloadPrice: 500, chargeForGeneration: false, generationPrice: 0 };

/**
 * "What others bought is kept" (docs/api-keys-and-account-deletion.md): a creator who deletes their account takes
 * nothing back from buyers. Purchases and the Buzz paid stay as they were, vault copies keep downloading, and the
 * creator's earnings wait in escrow while the account is deleted.
 */
const setUp = async () => {
  const world = createTestWorld({ now: NOW });
  const creator = await world.given.user(aUser().named('creator'));
  const buyer = await world.given.user(aUser().named('buyer').member());
  const model = await world.given.model(aModel().ownedBy(creator).published());
  const version = await world.given.version(aVersion().of(model).published().inEarlyAccess(NEXT_WEEK, OFFER));
  const file = await world.given.file(aFile().of(version));
  await world.given.buzz(buyer, 1000);
  const bought = await new PurchaseEarlyAccess(world.deps).execute(buyer, {
    modelVersionId: version.id,
    type: 'download',
    idempotencyKey: 'buy-1',
  });
  if (!bought.ok) throw new Error(`the purchase should go through: ${bought.error.code}`);
  await new ToggleVaultVersion(world.deps).execute(buyer, { modelVersionId: version.id });
  const [item] = await world.repos.vault.itemsOf(buyer.id);
  if (item === undefined) throw new Error('the buyer should have vaulted the version');
  await new DeleteAccount(world.deps).execute(creator);
  return { world, creator, buyer, version, file, item };
};

describe('deleting an account keeps what others bought', () => {
  it("keeps the buyer's purchase and Buzz as they were, and their vault copy downloads", async () => {
    const { world, buyer, version, file, item } = await setUp();

    expect(await world.repos.earlyAccessPurchases.accessOf(buyer.id, version.id)).toEqual({
      download: true,
      generation: false,
    });
    expect(await world.repos.ledger.balanceOf(buyer.id)).toBe(500);
    expect(
      await new DownloadVaultItem(world.deps).execute(buyer, { id: item.id, type: 'model' }),
    ).toMatchObject({
      ok: true,
      value: { type: 'model', files: [{ id: file.id }] },
    });
  });

  it('holds the earnings in escrow while the creator is deleted, and pays them once restored', async () => {
    const { world, creator } = await setUp();
    const escrow = await world.repos.escrow.accountId();
    world.clock.set(NEXT_WEEK);
    const release = new ReleaseDueEscrow(world.deps);

    expect(await release.execute()).toEqual({ ok: true, value: { released: 0, buzz: 0 } });
    expect(await world.repos.ledger.balanceOf(escrow)).toBe(500);
    expect(await world.repos.ledger.balanceOf(creator.id)).toBe(0);

    await new RestoreAccount(world.deps).execute(CONSOLE, { username: 'creator' });
    expect(await release.execute()).toEqual({ ok: true, value: { released: 1, buzz: 500 } });
    expect(await world.repos.ledger.balanceOf(creator.id)).toBe(500);
  });
});
