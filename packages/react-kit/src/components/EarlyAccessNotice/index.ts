export {
  EarlyAccessNotice,
  type EarlyAccessNoticeLabels,
  type EarlyAccessNoticeProps,
} from './EarlyAccessNotice';
