import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Notification } from '../social/social.js';
import type { Viewer } from '../users/user.js';
import { NOTIFICATIONS_PAGE_SIZE, notificationPageCount } from './notification-kinds.js';

type NotificationPage = {
  items: Notification[];
  page: number;
  totalPages: number;
  totalItems: number;
  unreadCount: number;
};

/** `notification.getAll`: one page of the viewer's inbox, newest first, with the unread count the bell shows. */
export class GetNotifications {
  constructor(private readonly deps: Pick<Deps, 'inbox'>) {}

  async execute(viewer: Viewer, input: { page?: number | undefined }): Promise<Result<NotificationPage>> {
    if (viewer === null) return fail(errors.signInRequired);
    const page = input.page ?? 1;
    const [{ items, totalItems }, unreadCount] = await Promise.all([
      this.deps.inbox.page(viewer.id, page, NOTIFICATIONS_PAGE_SIZE),
      this.deps.inbox.unreadCount(viewer.id),
    ]);
    return ok({ items, page, totalPages: notificationPageCount(totalItems), totalItems, unreadCount });
  }
}

/** `notification.getUnreadCount`: the number on the header's bell. */
export class GetUnreadNotificationCount {
  constructor(private readonly deps: Pick<Deps, 'inbox'>) {}

  async execute(viewer: Viewer): Promise<Result<{ count: number }>> {
    if (viewer === null) return fail(errors.signInRequired);
    return ok({ count: await this.deps.inbox.unreadCount(viewer.id) });
  }
}
