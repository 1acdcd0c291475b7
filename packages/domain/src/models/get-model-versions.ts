import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ModelVersion } from './model-version.js';
import { visibleVersions } from './visibility.js';

/** `model.getVersions`: the versions this viewer may see, in order. */
export class GetModelVersions {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<ModelVersion[]>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (r) => {
      const loadedModel = await loadAuthorizedModel(r, 'model.view', viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;
      return ok(visibleVersions(viewer, model, await r.versions.ofModel(model.id), now));
    });
  }
}
