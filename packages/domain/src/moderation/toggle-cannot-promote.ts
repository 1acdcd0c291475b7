import type { ModelMeta } from '../models/model.js';
import { authorize } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/** `model.toggleCannotPromote`: a moderator bans or allows promoting the model; answers with its id and meta. */
export class ToggleCannotPromote {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<{ id: number; meta: ModelMeta }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const model = await r.models.ofId(input.id);
      if (model === null) return fail(errors.notFound);
      const allowed = authorize('model.toggleCannotPromote', viewer, model, now);
      if (!allowed.ok) return allowed;

      const meta: ModelMeta = { ...model.meta, cannotPromote: !model.meta.cannotPromote };
      await r.models.save({ ...model, meta, updatedAt: now });
      await r.audit.append(
        auditEntry(viewer, 'model.toggleCannotPromote', { modelId: model.id }, now, {
          cannotPromote: meta.cannotPromote,
        }),
      );
      return ok({ id: model.id, meta });
    });
  }
}
