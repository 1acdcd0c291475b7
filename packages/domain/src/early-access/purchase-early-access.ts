import { authorizeOnVersion } from '../permissions/authorize.js';
import type { Access } from '../ports/early-access.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { type EarlyAccessType, effectiveAccess, hasEarlyAccess } from './early-access.js';
import { earlyAccessPurchaseQuote } from './purchase-quote.js';
import { purchaseReference, purchaseReplay } from './purchase-replay.js';

type PurchaseEarlyAccessInput = {
  modelVersionId: number;
  type: EarlyAccessType;
  idempotencyKey: string;
};

/**
 * modelVersion.earlyAccessPurchase: the buyer pays into escrow, owed to the version's owner when the window ends (or
 * refunded if the buyer loses the access first), and gets the kind of access bought.
 */
export class PurchaseEarlyAccess {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'notifier'>) {}

  async execute(
    viewer: Viewer,
    input: PurchaseEarlyAccessInput,
  ): Promise<Result<{ message: string; access: Access }>> {
    if (viewer === null) return fail(errors.signInRequired);
    const now = this.deps.clock.now();
    const loaded = await this.deps.uow.read(async (r) => {
      const version = await r.versions.ofId(input.modelVersionId);
      const model = version && (await r.models.ofId(version.modelId));
      // The entry before the access: a purchase commits both at once, so access read after its entry was seen
      // includes what it granted. Read the other way round, a retry racing the first purchase could find the entry
      // but not yet the access, and answer as a replay with none (a concurrent-retry test caught it on PostgreSQL).
      const earlier = await r.ledger.entryOf(input.idempotencyKey);
      const access = await r.earlyAccessPurchases.accessOf(viewer.id, input.modelVersionId);
      // Looked up before the transaction, whose first statement must be the buyer's debit.
      const escrowId = await r.escrow.accountId();
      return version && model ? { version, model, access, escrowId, earlier } : null;
    });
    if (loaded === null) return fail(errors.notFound);
    const { version, model, access, escrowId, earlier } = loaded;
    const allowed = authorizeOnVersion('model.purchaseEarlyAccess', viewer, model, version, now);
    if (!allowed.ok) return allowed;
    const reference = purchaseReference(version.id, input.type);
    const replay = purchaseReplay(earlier, viewer.id, reference);
    if (replay === 'keyReused') return fail(errors.idempotencyKeyReused);
    if (replay === 'replay')
      return ok({ message: errors.earlyAccessPurchased, access: effectiveAccess(access) });
    const quote = earlyAccessPurchaseQuote({
      version,
      ownerId: model.userId,
      buyerId: viewer.id,
      access,
      type: input.type,
      flags: {
        earlyAccessModel: this.deps.flags.isOn('earlyAccessModel'),
        imageGeneration: this.deps.flags.isOn('imageGeneration'),
      },
      now,
    });
    if (!quote.ok) return quote;

    const told = { receipt: false };
    const result = await this.deps.uow.run(async (r) => {
      told.receipt = false;
      const paid = await r.ledger.transfer({
        idempotencyKey: input.idempotencyKey,
        kind: 'earlyAccess',
        fromUserId: viewer.id,
        // Held until the window ends, then released to the creator (docs/adr/0006-early-access-escrow.md).
        toUserId: escrowId,
        amount: quote.value.price,
        reference,
      });
      if (!paid.ok) return paid;
      if (paid.value.replayed) {
        const bought = await r.earlyAccessPurchases.accessOf(viewer.id, version.id);
        return ok({ message: errors.earlyAccessPurchased, access: effectiveAccess(bought) });
      }
      // A concurrent purchase may have granted this access since it was loaded; failing rolls the payment back.
      const owned = await r.earlyAccessPurchases.accessOf(viewer.id, version.id);
      if (hasEarlyAccess(owned, input.type)) return fail(errors.earlyAccessAlreadyOwned);
      await r.earlyAccessPurchases.grant(viewer.id, version.id, input.type);
      await r.escrow.hold({
        buyerId: viewer.id,
        creatorId: model.userId,
        modelVersionId: version.id,
        type: input.type,
        amount: quote.value.price,
        releasesAt: version.earlyAccessEndsAt ?? now,
      });
      const granted = await r.earlyAccessPurchases.accessOf(viewer.id, version.id);
      told.receipt = true;
      return ok({ message: errors.earlyAccessPurchased, access: effectiveAccess(granted) });
    });
    if (result.ok && told.receipt) {
      await this.deps.notifier.notify(
        { userIds: [viewer.id] },
        {
          kind: 'purchaseReceipt',
          message: `Receipt: ${input.type} access to "${model.name}" ${version.name} for ${quote.value.price} Buzz.`,
        },
      );
    }
    return result;
  }
}
