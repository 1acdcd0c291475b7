export {
  type HideContentWithTagsLabels,
  HideContentWithTagsModal,
  type HideContentWithTagsModalProps,
} from './HideContentWithTagsModal';
