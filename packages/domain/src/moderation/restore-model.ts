import type { Model } from '../models/model.js';
import { authorize } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
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
      const model = await r.models.ofId(input.id);
      if (model === null) return fail(errors.notFound);
      const allowed = authorize('model.restore', viewer, model, now);
      if (!allowed.ok) return allowed;

      const restored: Model = {
        ...model,
        status: 'Unpublished',
        deletedAt: null,
        deletedBy: null,
        updatedAt: now,
      };
      await r.models.save(restored);
      await r.deletions.unhide({ kind: 'model', id: model.id });
      await r.audit.append(
        auditEntry(viewer, 'model.restore', { modelId: model.id }, now, { deletedBy: model.deletedBy }),
      );
      return ok(restored);
    });
  }
}
