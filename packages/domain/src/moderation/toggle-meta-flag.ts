import type { ModelMeta } from '../models/model.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Action } from '../permissions/policy.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { AuditAction } from './audit.js';
import { auditEntry } from './audit-entry.js';

type MetaFlag = 'cannotPromote' | 'searchable' | 'generationEnabled';

/**
 * Flips one moderator switch of a model's meta, audited under `action`; answers with the model's id and meta.
 * `featureOn` false refuses with `featureOff`, after the viewer's permission is checked.
 */
export const toggleMetaFlag = (
  deps: Pick<Deps, 'uow' | 'clock'>,
  viewer: Viewer,
  modelId: number,
  action: Action & AuditAction,
  flag: MetaFlag,
  featureOn = true,
): Promise<Result<{ id: number; meta: ModelMeta }>> => {
  const now = deps.clock.now();
  return deps.uow.run(async (r) => {
    const loadedModel = await loadAuthorizedModel(r, action, viewer, modelId, now);
    if (!loadedModel.ok) return loadedModel;
    const model = loadedModel.value;
    if (!featureOn) return fail(errors.featureOff);

    const meta: ModelMeta = { ...model.meta, [flag]: !model.meta[flag] };
    await r.models.save({ ...model, meta, updatedAt: now });
    await r.audit.append(auditEntry(viewer, action, { modelId: model.id }, now, { [flag]: meta[flag] }));
    return ok({ id: model.id, meta });
  });
};
