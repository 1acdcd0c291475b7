export { GetNotifications, GetUnreadNotificationCount } from './get-notifications.js';
export { MarkAllNotificationsRead, MarkNotificationsRead } from './mark-notifications-read.js';
export * from './notification-kinds.js';
export { GetNotificationSettings, UpdateNotificationSettings } from './notification-settings.js';
