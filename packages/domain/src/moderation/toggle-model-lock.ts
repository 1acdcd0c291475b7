import type { Model } from '../models/model.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/** `model.toggleLock`: a moderator locks or unlocks the model (separate from locking comments). */
export class ToggleModelLock {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number; locked: boolean }): Promise<Result<Model>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const loadedModel = await loadAuthorizedModel(r, 'model.lock', viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;

      const saved: Model = { ...model, locked: input.locked, updatedAt: now };
      await r.models.save(saved);
      await r.audit.append(
        auditEntry(viewer, 'model.toggleLock', { modelId: model.id }, now, { locked: input.locked }),
      );
      return ok(saved);
    });
  }
}
