import type { ModelMeta } from '../models/model.js';
import { authorize } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/** A moderator lists the model in search or takes it out. */
export class ToggleSearchable {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<{ id: number; meta: ModelMeta }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const model = await r.models.ofId(input.id);
      if (model === null) return fail(errors.notFound);
      const allowed = authorize('model.toggleSearchable', viewer, model, now);
      if (!allowed.ok) return allowed;

      const meta: ModelMeta = { ...model.meta, searchable: !model.meta.searchable };
      await r.models.save({ ...model, meta, updatedAt: now });
      await r.audit.append(
        auditEntry(viewer, 'model.toggleSearchable', { modelId: model.id }, now, {
          searchable: meta.searchable,
        }),
      );
      return ok({ id: model.id, meta });
    });
  }
}
