import { seesEverything } from '../models/visibility.js';
import { authorizeOnVersion } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { canUseVault, checkVaultCapacity, vaultSizeKb } from './vault-rules.js';

/** vault.toggleModelVersion: adds the version to the member's vault, or removes it when it is already there. */
export class ToggleVaultVersion {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { modelVersionId: number }): Promise<Result<{ inVault: boolean }>> {
    const member = canUseVault(viewer);
    if (!member.ok) return member;
    const user = member.value;
    const now = this.deps.clock.now();
    const loaded = await this.deps.uow.read(async (r) => {
      const existing = await r.vault.itemOf(user.id, input.modelVersionId);
      const version = await r.versions.ofId(input.modelVersionId);
      const model = version && (await r.models.ofId(version.modelId));
      const files = version ? await r.files.ofVersion(version.id) : [];
      return { existing, version, model, files };
    });

    const { existing, version, model, files } = loaded;
    if (existing !== null) {
      return this.deps.uow.run(async (r) =>
        (await r.vault.remove(user.id, [existing.id])) === 1
          ? ok({ inVault: false })
          : fail(errors.vaultToggleFailed),
      );
    }
    if (version === null || model === null) return fail(errors.notFound);
    const allowed = authorizeOnVersion('model.vault', user, model, version, now);
    if (!allowed.ok) return allowed;
    const sizeKb = vaultSizeKb(files, seesEverything(user, model, now));

    return this.deps.uow.run(async (r) => {
      const capacity = checkVaultCapacity(await r.vault.usedKb(user.id), sizeKb, user.vaultStorageKb);
      if (!capacity.ok) return capacity;
      await r.vault.add({
        userId: user.id,
        modelVersionId: version.id,
        modelId: model.id,
        modelName: model.name,
        versionName: version.name,
        sizeKb,
        notes: null,
        addedAt: now,
      });
      return ok({ inVault: true });
    });
  }
}
