import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { canUseVault } from './vault-rules.js';

/** vault.isModelVersionInVault: members only (spec §7). */
export class IsVersionInVault {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer, input: { modelVersionId: number }): Promise<Result<boolean>> {
    const member = canUseVault(viewer);
    if (!member.ok) return member;
    const item = await this.deps.uow.read((r) => r.vault.itemOf(member.value.id, input.modelVersionId));
    return ok(item !== null);
  }
}
