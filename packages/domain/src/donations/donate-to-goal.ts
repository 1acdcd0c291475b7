import { isEarlyAccessActive } from '../early-access/early-access.js';
import type { ModelVersion } from '../models/model-version.js';
import { authorizeOnVersion } from '../permissions/authorize.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { validateDonationAmount } from './donation-amount.js';
import type { DonationGoal } from './donation-goal.js';
import { canDonateToGoal, doesGoalEndEarlyAccess, isGoalMet } from './goal-rules.js';

type DonateToGoalInput = { donationGoalId: number; amount: number; idempotencyKey: string };

type Donated = { goal: DonationGoal; endedEarlyAccess: ModelVersion | null; replayed: boolean };

/**
 * donationGoal.donate: moves Buzz from the donor to the goal's creator and adds it to the goal. The donation that
 * meets the goal closes it and, for an early-access goal, ends the version's early access now (spec §4).
 */
export class DonateToGoal {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'notifier'>) {}

  async execute(viewer: Viewer, input: DonateToGoalInput): Promise<Result<DonationGoal>> {
    if (viewer === null) return fail(errors.signInRequired);
    if (!this.deps.flags.isOn('buzz')) return fail(errors.featureOff);
    const amount = validateDonationAmount(input.amount);
    if (!amount.ok) return amount;
    const now = this.deps.clock.now();

    const loaded = await this.deps.uow.read(async (r) => {
      const goal = await r.donationGoals.ofId(input.donationGoalId);
      const version = goal && (await r.versions.ofId(goal.modelVersionId));
      const model = version && (await r.models.ofId(version.modelId));
      return goal && version && model ? { goal, version, model } : null;
    });
    if (loaded === null) return fail(errors.notFound);
    const { goal, version, model } = loaded;
    const allowed = authorizeOnVersion('model.donate', viewer, model, version, now);
    if (!allowed.ok) return allowed;
    const donatable = canDonateToGoal(goal, viewer.id);
    if (!donatable.ok) return donatable;

    const result = await this.deps.uow.run(async (r): Promise<Result<Donated>> => {
      const moved = await r.ledger.transfer({
        idempotencyKey: input.idempotencyKey,
        kind: 'donation',
        fromUserId: viewer.id,
        toUserId: goal.userId,
        amount: amount.value,
        reference: `donationGoal:${goal.id}`,
      });
      if (!moved.ok) return moved;
      if (moved.value.replayed) {
        const current = (await r.donationGoals.ofId(goal.id)) ?? goal;
        return ok({ goal: current, endedEarlyAccess: null, replayed: true });
      }
      const after = await r.donationGoals.addToTotal(goal.id, amount.value);
      // A concurrent donation may have met and closed the goal since it was loaded.
      if (!after.active) return fail(errors.donationGoalInactive);
      if (!isGoalMet(after)) return ok({ goal: after, endedEarlyAccess: null, replayed: false });
      return ok({ ...(await this.closeMetGoal(r, after, now)), replayed: false });
    });
    if (!result.ok) return result;
    if (!result.value.replayed) await this.tell(viewer.username, amount.value, result.value, model.name);
    return ok(result.value.goal);
  }

  /** Closes the met goal and, for an early-access goal, ends the version's early access now. */
  private async closeMetGoal(
    r: Repositories,
    goal: DonationGoal,
    now: Date,
  ): Promise<Omit<Donated, 'replayed'>> {
    const closed = { ...goal, active: false };
    await r.donationGoals.save(closed);
    const version = await r.versions.ofId(goal.modelVersionId);
    if (!doesGoalEndEarlyAccess(closed) || version === null || !isEarlyAccessActive(version, now)) {
      return { goal: closed, endedEarlyAccess: null };
    }
    const ended = { ...version, earlyAccessEndsAt: now };
    await r.versions.save(ended);
    return { goal: closed, endedEarlyAccess: ended };
  }

  private async tell(donor: string, amount: number, donated: Donated, modelName: string): Promise<void> {
    const { goal, endedEarlyAccess } = donated;
    await this.deps.notifier.notify(
      { userIds: [goal.userId] },
      { kind: 'donationReceived', message: `${donor} donated ${amount} Buzz to "${goal.title}".` },
    );
    if (endedEarlyAccess === null) return;
    const subscribers = await this.deps.uow.read((r) =>
      r.notifySettings.subscribers('earlyAccess', endedEarlyAccess.id),
    );
    if (subscribers.length === 0) return;
    await this.deps.notifier.notify(
      { userIds: subscribers },
      {
        kind: 'earlyAccessEnded',
        message: `${modelName} ${endedEarlyAccess.name} is now available to everyone.`,
      },
    );
  }
}
