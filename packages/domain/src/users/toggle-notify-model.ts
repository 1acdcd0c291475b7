import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from './user.js';

type NotifyModelType = 'Notify' | 'Mute';

/**
 * `user.toggleNotifyModel`: notifications about a model's new versions. `Notify` turns them on, `Mute` off; without
 * a type it toggles, so clicking while notified mutes (spec §4).
 */
export class ToggleNotifyModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { modelId: number; type?: NotifyModelType },
  ): Promise<Result<{ notifying: boolean }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (repositories): Promise<Result<{ notifying: boolean }>> => {
      const model = await loadAuthorizedModel(repositories, 'model.notify', viewer, input.modelId, now);
      if (!model.ok) return model;
      if (viewer === null) return fail(errors.signInRequired);
      const notifying =
        input.type === undefined
          ? !(await repositories.notifySettings.isOn(viewer.id, 'model', input.modelId))
          : input.type === 'Notify';
      await repositories.notifySettings.set(viewer.id, 'model', input.modelId, notifying);
      return ok({ notifying });
    });
  }
}
