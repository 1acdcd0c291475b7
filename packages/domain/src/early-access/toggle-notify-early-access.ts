import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { isEarlyAccessActive } from './early-access.js';

/** modelVersion.toggleNotifyEarlyAccess: be told (or stop being told) when the version's early access ends. */
export class ToggleNotifyEarlyAccess {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<{ notify: boolean }>> {
    if (viewer === null) return fail(errors.signInRequired);
    const now = this.deps.clock.now();
    const loaded = await this.deps.uow.read((r) =>
      loadAuthorizedVersion(r, 'model.notify', viewer, input.id, now),
    );
    if (!loaded.ok) return loaded;
    if (!isEarlyAccessActive(loaded.value.version, now)) return fail(errors.earlyAccessNotActive);

    return this.deps.uow.run(async (r) => {
      const notify = !(await r.notifySettings.isOn(viewer.id, 'earlyAccess', input.id));
      await r.notifySettings.set(viewer.id, 'earlyAccess', input.id, notify);
      return ok({ notify });
    });
  }
}
