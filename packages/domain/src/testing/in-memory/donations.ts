import type { DonationGoal } from '../../donations/donation-goal.js';
import type { DonationGoals } from '../../ports/buzz.js';
import type { Access, EarlyAccessPurchases } from '../../ports/early-access.js';
import type { New } from '../../ports/new.js';
import { deepClone } from './clone.js';
import type { InMemoryDatabase } from './database.js';
import { findRow, insert, requireRow, select, update } from './table.js';

export class InMemoryDonationGoals implements DonationGoals {
  constructor(private readonly db: InMemoryDatabase) {}

  async ofId(id: number): Promise<DonationGoal | null> {
    return findRow(this.db.state.donationGoals, id);
  }

  async ofVersion(modelVersionId: number): Promise<DonationGoal[]> {
    return select(this.db.state.donationGoals, (goal) => goal.modelVersionId === modelVersionId);
  }

  /** Not part of the port (goals are created with their version); lets tests store goals. */
  async create(goal: New<DonationGoal>): Promise<DonationGoal> {
    requireRow(this.db.state.versions, goal.modelVersionId, 'version');
    return insert(this.db.state.donationGoals, goal);
  }

  async addToTotal(id: number, amount: number): Promise<DonationGoal> {
    const goal = requireRow(this.db.state.donationGoals, id, 'donation goal');
    goal.total += amount;
    return deepClone(goal);
  }

  async save(goal: DonationGoal): Promise<void> {
    update(this.db.state.donationGoals, goal, 'donation goal');
  }
}

/**
 * Stores grants as they were bought: `accessOf` reports each kind separately. That download access also grants
 * generation (spec §5) is a rule the use cases apply, not something the store makes up.
 */
export class InMemoryEarlyAccessPurchases implements EarlyAccessPurchases {
  constructor(private readonly db: InMemoryDatabase) {}

  async accessOf(userId: number, modelVersionId: number): Promise<Access> {
    const grants = this.db.state.earlyAccessPurchases.filter(
      (p) => p.userId === userId && p.modelVersionId === modelVersionId,
    );
    return {
      download: grants.some((grant) => grant.type === 'download'),
      generation: grants.some((grant) => grant.type === 'generation'),
    };
  }

  async accessOfVersions(userId: number, modelVersionIds: readonly number[]): Promise<Map<number, Access>> {
    const entries = await Promise.all(
      modelVersionIds.map(async (id) => [id, await this.accessOf(userId, id)] as const),
    );
    return new Map(entries);
  }

  async grant(userId: number, modelVersionId: number, type: 'download' | 'generation'): Promise<void> {
    const purchases = this.db.state.earlyAccessPurchases;
    const exists = purchases.some(
      (p) => p.userId === userId && p.modelVersionId === modelVersionId && p.type === type,
    );
    if (!exists) purchases.push({ userId, modelVersionId, type });
  }
}
