export {
  type UnpublishViolation,
  type UnpublishViolationLabels,
  UnpublishViolationModal,
  type UnpublishViolationModalProps,
} from './UnpublishViolationModal';
