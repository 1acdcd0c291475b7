import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

type Marked = { marked: number; unreadCount: number };

/** `notification.markRead`: marks some of the viewer's notifications read; ids of others' notifications change nothing. */
export class MarkNotificationsRead {
  constructor(private readonly deps: Pick<Deps, 'inbox' | 'clock'>) {}

  async execute(viewer: Viewer, input: { ids: number[] }): Promise<Result<Marked>> {
    if (viewer === null) return fail(errors.signInRequired);
    const marked = await this.deps.inbox.markRead(viewer.id, input.ids, this.deps.clock.now());
    return ok({ marked, unreadCount: await this.deps.inbox.unreadCount(viewer.id) });
  }
}

/** `notification.markAllRead`: marks every notification of the viewer read. */
export class MarkAllNotificationsRead {
  constructor(private readonly deps: Pick<Deps, 'inbox' | 'clock'>) {}

  async execute(viewer: Viewer): Promise<Result<Marked>> {
    if (viewer === null) return fail(errors.signInRequired);
    const marked = await this.deps.inbox.markAllRead(viewer.id, this.deps.clock.now());
    return ok({ marked, unreadCount: 0 });
  }
}
