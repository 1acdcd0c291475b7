export { NotificationItem, type NotificationItemProps, type NotificationItemView } from './NotificationItem';
