export {
  type AddToCollectionLabels,
  AddToCollectionModal,
  type AddToCollectionModalProps,
} from './AddToCollectionModal';
