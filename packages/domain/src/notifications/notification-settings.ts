import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import {
  type NotificationKind,
  type NotificationSetting,
  notificationSettingsOf,
} from './notification-kinds.js';

/** `user.getNotificationSettings`: every kind with whether the viewer gets it. */
export class GetNotificationSettings {
  constructor(private readonly deps: Pick<Deps, 'inbox'>) {}

  async execute(viewer: Viewer): Promise<Result<NotificationSetting[]>> {
    if (viewer === null) return fail(errors.signInRequired);
    return ok(notificationSettingsOf(await this.deps.inbox.disabledKinds(viewer.id)));
  }
}

/** `user.updateNotificationSettings`: turns one kind on or off for the viewer; answers every kind's switch. */
export class UpdateNotificationSettings {
  constructor(private readonly deps: Pick<Deps, 'inbox'>) {}

  async execute(
    viewer: Viewer,
    input: { kind: NotificationKind; enabled: boolean },
  ): Promise<Result<NotificationSetting[]>> {
    if (viewer === null) return fail(errors.signInRequired);
    await this.deps.inbox.setEnabled(viewer.id, input.kind, input.enabled);
    return ok(notificationSettingsOf(await this.deps.inbox.disabledKinds(viewer.id)));
  }
}
