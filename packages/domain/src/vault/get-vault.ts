import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { VaultItem } from './vault.js';

type VaultSummary = { items: VaultItem[]; usedKb: number; limitKb: number };

/** vault.get: the viewer's vault with how full it is. A lapsed member still sees (and may clear) what they kept. */
export class GetVault {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer): Promise<Result<VaultSummary>> {
    if (viewer === null) return fail(errors.signInRequired);
    return ok(
      await this.deps.uow.read(async (r) => ({
        items: await r.vault.itemsOf(viewer.id),
        usedKb: await r.vault.usedKb(viewer.id),
        limitKb: viewer.vaultStorageKb,
      })),
    );
  }
}
