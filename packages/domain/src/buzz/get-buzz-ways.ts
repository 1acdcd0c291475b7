import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { dailyRewardKey, nextRewardAt } from './daily-reward.js';

/** The daily reward as the viewer sees it today: how much, and whether today's was claimed (then when the next is). */
export type DailyRewardState = { amount: number; claimedToday: boolean; nextAt: Date };

/**
 * The ways to get Buzz on this hub (/purchase/buzz). Vouchers, the reference payment provider, and grants by the
 * operator always exist; the daily reward only when the operator set an amount.
 */
type BuzzWays = { vouchers: true; grants: true; dailyReward: DailyRewardState | null };

/** buzz.getWays: what /purchase/buzz offers the viewer. */
export class GetBuzzWays {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'buzz'>) {}

  async execute(viewer: Viewer): Promise<Result<BuzzWays>> {
    if (viewer === null) return fail(errors.signInRequired);
    if (!this.deps.flags.isOn('buzz')) return fail(errors.featureOff);
    const amount = this.deps.buzz.dailyReward;
    if (amount <= 0) return ok({ vouchers: true, grants: true, dailyReward: null });
    const now = this.deps.clock.now();
    const claimed = await this.deps.uow.read((r) => r.ledger.entryOf(dailyRewardKey(viewer.id, now)));
    return ok({
      vouchers: true,
      grants: true,
      dailyReward: { amount, claimedToday: claimed !== null, nextAt: nextRewardAt(now) },
    });
  }
}
