import {
  GetNotifications,
  GetUnreadNotificationCount,
  MarkAllNotificationsRead,
  MarkNotificationsRead,
} from '@atelier/domain';
import { z } from 'zod';
import { id, noInput } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

/** The viewer's inbox (issue 17): the header's bell and /user/notifications. */
export const notificationRouter = router({
  getAll: useCaseQuery(
    z.strictObject({ page: z.number().int().min(1).max(10_000).optional() }),
    GetNotifications,
  ),
  getUnreadCount: useCaseQuery(noInput, GetUnreadNotificationCount),
  markRead: useCaseMutation(z.strictObject({ ids: z.array(id).min(1).max(100) }), MarkNotificationsRead),
  markAllRead: useCaseMutation(noInput, MarkAllNotificationsRead),
});
