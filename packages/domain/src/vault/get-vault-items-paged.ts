import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { VaultItem } from './vault.js';
import { pageVaultItems } from './vault-selection.js';

type VaultPage = {
  items: VaultItem[];
  page: number;
  limit: number;
  totalItems: number;
  totalPages: number;
};

/** vault.getItemsPaged: one page of the viewer's vault, optionally filtered by a search query. */
export class GetVaultItemsPaged {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(
    viewer: Viewer,
    input: { page: number; limit: number; query?: string | null },
  ): Promise<Result<VaultPage>> {
    if (viewer === null) return fail(errors.signInRequired);
    const items = await this.deps.uow.read((r) => r.vault.itemsOf(viewer.id));
    return ok(pageVaultItems(items, input));
  }
}
