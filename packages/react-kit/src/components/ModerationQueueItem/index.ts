export {
  ModerationQueueItem,
  type ModerationQueueItemProps,
  type ModerationQueueItemView,
} from './ModerationQueueItem';
