export {
  type MigrateToCollectionLabels,
  MigrateToCollectionModal,
  type MigrateToCollectionModalProps,
} from './MigrateToCollectionModal';
