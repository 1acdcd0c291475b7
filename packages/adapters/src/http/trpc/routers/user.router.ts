import {
  CREATOR_CARD_STAT_CHOICES,
  GetAccountSettings,
  GetCreator,
  GetEngagedModels,
  GetEngagedModelVersions,
  GetFollowingUsers,
  GetFollowList,
  GetNotificationSettings,
  GetNotifyModel,
  GetUserProfile,
  NOTIFICATION_KINDS,
  SearchUsers,
  ToggleFollowUser,
  ToggleNotifyModel,
  UpdateAccountSettings,
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
  /** The /user/{username}/followers and /following pages. */
  getFollowList: useCaseQuery(
    z.strictObject({ username: text(100), kind: z.enum(['followers', 'following']) }),
    GetFollowList,
  ),
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
  /** The viewer's own settings (/user/account); each field is optional and the domain checks every value. */
  getSettings: useCaseQuery(noInput, GetAccountSettings),
  updateSettings: useCaseMutation(
    z.strictObject({
      filePreferences: z.strictObject({ format: text(32), size: text(32), fp: text(32) }).optional(),
      browsingLevel: z.number().int().optional(),
      disablePoi: z.boolean().optional(),
      disableMinor: z.boolean().optional(),
      creatorCardStatsPreferences: z.array(z.enum(CREATOR_CARD_STAT_CHOICES)).max(6).optional(),
      links: z.array(text(2000)).max(50).optional(),
    }),
    UpdateAccountSettings,
  ),
  getAll: useCaseQuery(
    z.strictObject({ query: text(100), limit: z.number().int().min(1).max(50).optional() }),
    SearchUsers,
  ),
});
