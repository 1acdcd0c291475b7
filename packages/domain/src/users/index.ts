export { GetCreator } from './get-creator.js';
export { GetEngagedModels, GetEngagedModelVersions } from './get-engaged-models.js';
export { GetFollowingUsers, type UserSummary } from './get-following-users.js';
export { GetNotifyModel } from './get-notify-model.js';
export { GetUserProfile, type ProfileModel, type UserProfile } from './get-user-profile.js';
export { SearchUsers } from './search-users.js';
export { type FollowState, ToggleFollowUser } from './toggle-follow-user.js';
export { type NotifyModelType, ToggleNotifyModel } from './toggle-notify-model.js';
export * from './user.js';
