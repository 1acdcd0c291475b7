import type { DonationGoal } from '../../donations/donation-goal.js';
import type { ModelVersion } from '../../models/model-version.js';
import type { New } from '../../ports/new.js';
import { Builder, nextSequence, type Patch, required } from './builder.js';

type Parents = { modelVersionId?: number; userId?: number };

export class DonationGoalBuilder extends Builder<New<DonationGoal>, Parents> {
  protected make(parents: Parents, patches: readonly Patch<New<DonationGoal>>[]): this {
    return new DonationGoalBuilder(this.seq, parents, patches) as this;
  }

  protected defaults(): New<DonationGoal> {
    return {
      title: `Goal ${this.seq}`,
      description: null,
      goalAmount: 1000,
      total: 0,
      active: true,
      isEarlyAccess: false,
      userId: required(this.parents.userId, 'aDonationGoal() needs .by(user) before build()'),
      modelVersionId: required(
        this.parents.modelVersionId,
        'aDonationGoal() needs .of(version) before build()',
      ),
    };
  }

  get modelVersionId(): number | undefined {
    return this.parents.modelVersionId;
  }

  get userId(): number | undefined {
    return this.parents.userId;
  }

  of(version: Pick<ModelVersion, 'id'>): this {
    return this.withParents({ modelVersionId: version.id });
  }

  by(user: { id: number }): this {
    return this.withParents({ userId: user.id });
  }

  titled(title: string): this {
    return this.and((g) => {
      g.title = title;
    });
  }

  /** The goal amount. */
  amount(goalAmount: number): this {
    return this.and((g) => {
      g.goalAmount = goalAmount;
    });
  }

  /** What has been donated so far. */
  total(total: number): this {
    return this.and((g) => {
      g.total = total;
    });
  }

  inactive(): this {
    return this.and((g) => {
      g.active = false;
    });
  }

  /** A goal whose completion ends the version's early access. */
  earlyAccess(): this {
    return this.and((g) => {
      g.isEarlyAccess = true;
    });
  }
}

/** An active goal of 1000 Buzz with nothing donated yet. */
export const aDonationGoal = (): DonationGoalBuilder => new DonationGoalBuilder(nextSequence(), {});
