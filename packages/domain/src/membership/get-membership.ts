import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { MembershipTier } from './membership-tier.js';
import { type MyMembership, myMembership } from './my-membership.js';

/** membership.getTiers: what this hub sells, in the order its operator listed it. */
export class GetMembershipTiers {
  constructor(private readonly deps: Pick<Deps, 'membershipTiers'>) {}

  async execute(): Promise<Result<MembershipTier[]>> {
    return ok(this.deps.membershipTiers.map((tier) => ({ ...tier })));
  }
}

/** membership.getMine: the viewer's membership (as of now) and Buzz balance. */
export class GetMyMembership {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer): Promise<Result<MyMembership>> {
    if (viewer === null) return fail(errors.signInRequired);
    return this.deps.uow.read(async (r) => {
      const user = await r.users.ofId(viewer.id);
      if (user === null) return fail(errors.notFound);
      return ok(myMembership(user, await r.ledger.balanceOf(user.id)));
    });
  }
}
