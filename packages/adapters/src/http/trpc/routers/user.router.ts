import {
  GetCreator,
  GetEngagedModels,
  GetEngagedModelVersions,
  GetFollowingUsers,
  GetNotificationSettings,
  GetNotifyModel,
  GetUserProfile,
  NOTIFICATION_KINDS,
  SearchUsers,
  ToggleFollowUser,
  ToggleNotifyModel,
  UpdateNotificationSettings,
} from '@atelier/domain';
import { z } from 'zod';
import { id, noInput, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

export const userRouter = router({
  getCreator: useCaseQuery(z.strictObject({ id }), GetCreator),
  /** The /user/{username} page: who they are and the models of theirs the viewer may see. */
  getProfile: useCaseQuery(z.strictObject({ username: text(100) }), GetUserProfile),
  getFollowingUsers: useCaseQuery(noInput, GetFollowingUsers),
  toggleFollow: useCaseMutation(z.strictObject({ targetUserId: id }), ToggleFollowUser),
  getEngagedModels: useCaseQuery(noInput, GetEngagedModels),
  getEngagedModelVersions: useCaseQuery(z.strictObject({ id }), GetEngagedModelVersions),
  getNotifyModel: useCaseQuery(z.strictObject({ modelId: id }), GetNotifyModel),
  toggleNotifyModel: useCaseMutation(
    z.strictObject({ modelId: id, type: z.enum(['Notify', 'Mute']).optional() }),
    ToggleNotifyModel,
  ),
  getNotificationSettings: useCaseQuery(noInput, GetNotificationSettings),
  updateNotificationSettings: useCaseMutation(
    z.strictObject({ kind: z.enum(NOTIFICATION_KINDS), enabled: z.boolean() }),
    UpdateNotificationSettings,
  ),
  getAll: useCaseQuery(
    z.strictObject({ query: text(100), limit: z.number().int().min(1).max(50).optional() }),
    SearchUsers,
  ),
});
