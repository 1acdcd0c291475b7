export {
  type GalleryModerationLabels,
  GalleryModerationModal,
  type GalleryModerationModalProps,
} from './GalleryModerationModal';
