import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { dailyRewardKey, dailyRewardReference, nextRewardAt } from './daily-reward.js';

/** A claim's answer: the Buzz the day's reward gave (`replayed` when it was claimed already) and when the next one is. */
type DailyRewardClaim = { amount: number; balance: number; replayed: boolean; nextAt: Date };

/** What the page says after a claim. */
export const dailyRewardClaimedText = (amount: number): string =>
  `You claimed your daily reward of ${amount.toLocaleString('en-US')} Buzz.`;

/**
 * buzz.claimDailyReward: mints the operator's daily reward to the viewer, once per UTC day (key
 * `daily:{userId}:{YYYY-MM-DD}` by the injected clock). Claiming again the same day answers with that day's reward.
 */
export class ClaimDailyReward {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'buzz'>) {}

  async execute(viewer: Viewer): Promise<Result<DailyRewardClaim>> {
    if (viewer === null) return fail(errors.signInRequired);
    const amount = this.deps.buzz.dailyReward;
    if (!this.deps.flags.isOn('buzz') || amount <= 0) return fail(errors.dailyRewardOff);
    const now = this.deps.clock.now();
    const key = dailyRewardKey(viewer.id, now);
    return this.deps.uow.run(async (r) => {
      // The day's claim, if made already (perhaps for another amount, before the operator changed it), stands.
      const earlier = await r.ledger.entryOf(key);
      const claimed =
        earlier !== null
          ? ok({ entry: earlier, replayed: true })
          : await r.ledger.transfer({
              idempotencyKey: key,
              kind: 'mint',
              fromUserId: null,
              toUserId: viewer.id,
              amount,
              reference: dailyRewardReference(now),
            });
      if (!claimed.ok) return claimed;
      return ok({
        amount: claimed.value.entry.amount,
        balance: await r.ledger.balanceOf(viewer.id),
        replayed: claimed.value.replayed,
        nextAt: nextRewardAt(now),
      });
    });
  }
}
