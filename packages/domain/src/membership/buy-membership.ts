import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import {
  findTier,
  membershipAfterPurchase,
  membershipPurchaseKey,
  membershipReference,
} from './membership.js';
import { type MyMembership, myMembership } from './my-membership.js';

type BuyMembershipInput = { tierId: string; idempotencyKey: string };

/** A purchase's answer: the membership after it, and whether the key had already bought it (nothing charged now). */
type MembershipPurchase = { membership: MyMembership; replayed: boolean };

/**
 * membership.buy: pays the tier's price to the site through the ledger and extends the buyer's membership, in one
 * unit of work. Repeating the key answers like the first purchase without charging or extending again.
 */
export class BuyMembership {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'membershipTiers'>) {}

  async execute(viewer: Viewer, input: BuyMembershipInput): Promise<Result<MembershipPurchase>> {
    if (viewer === null) return fail(errors.signInRequired);
    // Membership is paid in Buzz: with Buzz turned off there is no way to pay.
    if (!this.deps.flags.isOn('buzz')) return fail(errors.featureOff);
    const tier = findTier(this.deps.membershipTiers, input.tierId);
    if (!tier.ok) return tier;
    const now = this.deps.clock.now();
    const allowed = membershipAfterPurchase(viewer, tier.value, now);
    if (!allowed.ok) return allowed;

    return this.deps.uow.run(async (r) => {
      // The debit comes first: it locks the buyer's account, so one user's purchases extend one after another.
      const paid = await r.ledger.transfer({
        idempotencyKey: membershipPurchaseKey(viewer.id, tier.value.id, input.idempotencyKey),
        kind: 'membership',
        fromUserId: viewer.id,
        toUserId: null,
        amount: tier.value.priceBuzz,
        reference: membershipReference(tier.value.id),
      });
      if (!paid.ok) return paid;
      const buyer = await r.users.ofId(viewer.id);
      if (buyer === null) return fail(errors.notFound);
      if (paid.value.replayed) {
        return ok({ membership: myMembership(buyer, await r.ledger.balanceOf(buyer.id)), replayed: true });
      }
      // Failing here (made a member without expiry meanwhile) rolls the payment back.
      const change = membershipAfterPurchase(buyer, tier.value, now);
      if (!change.ok) return change;
      const member = { ...buyer, ...change.value };
      await r.users.save(member);
      return ok({ membership: myMembership(member, await r.ledger.balanceOf(buyer.id)), replayed: false });
    });
  }
}
