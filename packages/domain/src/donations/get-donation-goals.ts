import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { DonationGoal } from './donation-goal.js';

/**
 * modelVersion.donationGoals: every goal of a version the viewer can see, active or met. The card shows only when
 * the feature is on (spec §2), so with the buzz flag off there are no goals to show.
 */
export class GetDonationGoals {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<DonationGoal[]>> {
    const now = this.deps.clock.now();
    const loaded = await this.deps.uow.read((r) =>
      loadAuthorizedVersion(r, 'model.view', viewer, input.id, now),
    );
    if (!loaded.ok) return loaded;
    if (!this.deps.flags.isOn('buzz')) return ok([]);
    return ok(await this.deps.uow.read((r) => r.donationGoals.ofVersion(input.id)));
  }
}
