import { authorize } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ModelVersion } from './model-version.js';
import { visibleVersions } from './visibility.js';

/** `model.getVersions`: the versions this viewer may see, in order. */
export class GetModelVersions {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<ModelVersion[]>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (r) => {
      const model = await r.models.ofId(input.id);
      if (model === null) return fail(errors.notFound);
      const allowed = authorize('model.view', viewer, model, now);
      if (!allowed.ok) return allowed;
      return ok(visibleVersions(viewer, model, await r.versions.ofModel(model.id), now));
    });
  }
}
