import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { resolveVaultItemIds, type VaultItemSelection } from './vault-selection.js';

/** vault.updateItemsNotes: sets the same notes on every selected item of the viewer's vault, or on none. */
export class UpdateVaultItemsNotes {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: VaultItemSelection & { notes: string },
  ): Promise<Result<{ updated: number }>> {
    if (viewer === null) return fail(errors.signInRequired);
    const items = await this.deps.uow.read((r) => r.vault.itemsOf(viewer.id));
    const ids = resolveVaultItemIds(items, input);
    if (ids === null) return fail(errors.vaultNotesFailed);
    return this.deps.uow.run(async (r) => {
      const updated = await r.vault.updateNotes(viewer.id, ids, input.notes);
      return updated === ids.length ? ok({ updated }) : fail(errors.vaultNotesFailed);
    });
  }
}
