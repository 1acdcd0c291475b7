import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import {
  type AccountSettings,
  type AccountSettingsChange,
  accountSettingsOf,
  applyAccountSettings,
} from './account-settings.js';
import type { Viewer } from './user.js';

/** `user.getSettings`: the viewer's own settings, as /user/account shows them. */
export class GetAccountSettings {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer): Promise<Result<AccountSettings>> {
    if (viewer === null) return fail(errors.signInRequired);
    const user = await this.deps.uow.read((r) => r.users.ofId(viewer.id));
    return user === null ? fail(errors.notFound) : ok(accountSettingsOf(user));
  }
}

/** `user.updateSettings`: changes the viewer's settings; a refused field (`applyAccountSettings`) changes nothing. */
export class UpdateAccountSettings {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer, change: AccountSettingsChange): Promise<Result<AccountSettings>> {
    if (viewer === null) return fail(errors.signInRequired);
    return this.deps.uow.run(async (r) => {
      const user = await r.users.ofId(viewer.id);
      if (user === null) return fail(errors.notFound);
      const changed = applyAccountSettings(user, change);
      if (!changed.ok) return changed;
      await r.users.save(changed.value);
      return ok(accountSettingsOf(changed.value));
    });
  }
}
