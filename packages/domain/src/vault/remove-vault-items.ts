import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { resolveVaultItemIds, type VaultItemSelection } from './vault-selection.js';

/** vault.removeItemsFromVault: removes every selected item of the viewer's vault, or none. */
export class RemoveVaultItems {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer, input: VaultItemSelection): Promise<Result<{ removed: number }>> {
    if (viewer === null) return fail(errors.signInRequired);
    const items = await this.deps.uow.read((r) => r.vault.itemsOf(viewer.id));
    const ids = resolveVaultItemIds(items, input);
    if (ids === null) return fail(errors.vaultRemoveFailed);
    return this.deps.uow.run(async (r) => {
      const removed = await r.vault.remove(viewer.id, ids);
      return removed === ids.length ? ok({ removed }) : fail(errors.vaultRemoveFailed);
    });
  }
}
