import type { DonationGoal, DonationGoals, New } from '@atelier/domain';
import { donationGoalRow, toDonationGoal } from './mappers/records-mapper.js';
import type { DonationGoalRow } from './rows/records-rows.js';
import { explainConstraint, requireUpdated, type Store } from './store.js';

export class KnexDonationGoals implements DonationGoals {
  constructor(private readonly store: Store) {}

  async ofId(id: number): Promise<DonationGoal | null> {
    const row = await this.store.db<DonationGoalRow>('donation_goals').where('id', id).first();
    return row === undefined ? null : toDonationGoal(row);
  }

  async ofVersion(modelVersionId: number): Promise<DonationGoal[]> {
    const rows = await this.store
      .db<DonationGoalRow>('donation_goals')
      .where('model_version_id', modelVersionId)
      .orderBy('id');
    return rows.map(toDonationGoal);
  }

  /** Not part of the port (goals are created with their version); the test world and demo data use it. */
  async create(goal: New<DonationGoal>): Promise<DonationGoal> {
    const [row] = await this.store
      .db<DonationGoalRow>('donation_goals')
      .insert(donationGoalRow(goal))
      .returning('*')
      .catch(explainConstraint(this.store, `cannot create a goal of version ${goal.modelVersionId}`));
    return toDonationGoal(row as DonationGoalRow);
  }

  /** A counter increment in one statement, never read-then-write; returns the goal after it. */
  async addToTotal(id: number, amount: number): Promise<DonationGoal> {
    const [row] = await this.store
      .db<DonationGoalRow>('donation_goals')
      .where('id', id)
      .update({ total: this.store.db.raw('total + ?', [amount]) })
      .returning('*');
    if (row === undefined) throw new Error(`donation goal ${id} does not exist`);
    return toDonationGoal(row as DonationGoalRow);
  }

  async save(goal: DonationGoal): Promise<void> {
    const count = await this.store
      .db<DonationGoalRow>('donation_goals')
      .where('id', goal.id)
      .update(donationGoalRow(goal));
    requireUpdated(count, 'donation goal', goal.id);
  }
}
