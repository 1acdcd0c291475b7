import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from './user.js';

/**
 * `user.getNotifyModel`: whether the viewer is notified of a model's new versions, so the bell starts in the right
 * state. Asked about a model the viewer may not notify on, it answers like `user.toggleNotifyModel`.
 */
export class GetNotifyModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { modelId: number }): Promise<Result<{ notifying: boolean }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories): Promise<Result<{ notifying: boolean }>> => {
      const model = await loadAuthorizedModel(repositories, 'model.notify', viewer, input.modelId, now);
      if (!model.ok) return model;
      if (viewer === null) return fail(errors.signInRequired);
      return ok({ notifying: await repositories.notifySettings.isOn(viewer.id, 'model', input.modelId) });
    });
  }
}
