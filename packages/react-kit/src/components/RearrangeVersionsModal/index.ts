export {
  type RearrangeVersionsLabels,
  RearrangeVersionsModal,
  type RearrangeVersionsModalProps,
  type RearrangeVersionView,
} from './RearrangeVersionsModal';
