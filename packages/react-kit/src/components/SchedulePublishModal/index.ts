export {
  type SchedulePublishLabels,
  SchedulePublishModal,
  type SchedulePublishModalProps,
} from './SchedulePublishModal';
