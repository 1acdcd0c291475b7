import type { ModelMeta } from '../models/model.js';
import { authorize } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

/** A moderator adds the model to on-site generation or removes it; only while the impersonation flag is on (§6). */
export class ToggleGeneration {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<{ id: number; meta: ModelMeta }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const model = await r.models.ofId(input.id);
      if (model === null) return fail(errors.notFound);
      const allowed = authorize('model.toggleGeneration', viewer, model, now);
      if (!allowed.ok) return allowed;
      if (!this.deps.flags.isOn('impersonation')) return fail(errors.featureOff);

      const meta: ModelMeta = { ...model.meta, generationEnabled: !model.meta.generationEnabled };
      await r.models.save({ ...model, meta, updatedAt: now });
      await r.audit.append(
        auditEntry(viewer, 'model.toggleGeneration', { modelId: model.id }, now, {
          generationEnabled: meta.generationEnabled,
        }),
      );
      return ok({ id: model.id, meta });
    });
  }
}
