import type { Model } from '../models/model.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/**
 * `model.restore`: a moderator brings back a soft-deleted model with the reviews, posts and images its delete hid.
 * It returns as Unpublished, so its owner decides when to republish it; versions were left untouched by the delete.
 */
export class RestoreModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<Model>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const loadedModel = await loadAuthorizedModel(r, 'model.restore', viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;

      const restored: Model = {
        ...model,
        status: 'Unpublished',
        deletedAt: null,
        deletedBy: null,
        updatedAt: now,
      };
      await r.models.save(restored);
      await r.deletions.unhide({ kind: 'model', id: model.id });
      // Its versions are back, unless a moderator's takedown still keeps them away.
      if (model.mode !== 'TakenDown')
        await r.tombstones.lift((await r.versions.ofModel(model.id)).map((version) => version.id));
      await r.audit.append(
        auditEntry(viewer, 'model.restore', { modelId: model.id }, now, { deletedBy: model.deletedBy }),
      );
      return ok(restored);
    });
  }
}
