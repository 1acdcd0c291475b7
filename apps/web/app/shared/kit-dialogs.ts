/**
 * The kit's dialogs the model page may open, in a module of their own: imported through `lazyDialog`, they and the
 * overlay code they share load on first use instead of with the page (issue 15, P4; docs/benchmarks.md).
 */
export {
  AddToCollectionModal,
  ConfirmModal,
  EarlyAccessPurchaseModal,
  GalleryModerationModal,
  ReportModal,
  StorageFullModal,
  VaultUpsellModal,
} from '@atelier/react-kit';
