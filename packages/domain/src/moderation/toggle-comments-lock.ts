import type { Model } from '../models/model.js';
import { authorize } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/** `model.toggleLockComments`: a moderator turns the model's discussion off or on (separate from the model lock). */
export class ToggleCommentsLock {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number; locked: boolean }): Promise<Result<Model>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const model = await r.models.ofId(input.id);
      if (model === null) return fail(errors.notFound);
      const allowed = authorize('model.lockComments', viewer, model, now);
      if (!allowed.ok) return allowed;

      const saved: Model = {
        ...model,
        meta: { ...model.meta, commentsLocked: input.locked },
        updatedAt: now,
      };
      await r.models.save(saved);
      await r.audit.append(
        auditEntry(viewer, 'model.toggleLockComments', { modelId: model.id }, now, { locked: input.locked }),
      );
      return ok(saved);
    });
  }
}
