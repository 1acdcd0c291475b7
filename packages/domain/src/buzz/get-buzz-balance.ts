import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

/** buzz.getBalance: the viewer's own Buzz balance. */
export class GetBuzzBalance {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'flags'>) {}

  async execute(viewer: Viewer): Promise<Result<{ balance: number }>> {
    if (viewer === null) return fail(errors.signInRequired);
    if (!this.deps.flags.isOn('buzz')) return fail(errors.featureOff);
    const balance = await this.deps.uow.read((r) => r.ledger.balanceOf(viewer.id));
    return ok({ balance });
  }
}
