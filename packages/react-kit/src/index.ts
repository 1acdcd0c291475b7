/**
 * @atelier/react-kit — presentational components: view models in, callbacks out.
 * Import the compiled CSS once (`@atelier/react-kit/styles.css`) and put `lightTheme` or `darkTheme` on <html>.
 */

export * from './components/ActionMenu';
export * from './components/AddToCollectionModal';
export * from './components/AirPopover';
export * from './components/Badge';
export * from './components/Button';
export * from './components/BuzzButton';
export * from './components/ChatButton';
export * from './components/ConfirmModal';
export * from './components/CopyButton';
export * from './components/CountdownTimer';
export * from './components/CreatorCard';
export * from './components/Description';
export * from './components/DetailsAccordion';
export * from './components/DonationGoalCard';
export * from './components/DownloadButton';
export * from './components/EarlyAccessNotice';
export * from './components/EarlyAccessPurchaseModal';
export * from './components/EmptyState';
export * from './components/FileList';
export * from './components/FollowButton';
export * from './components/GallerySection';
export * from './components/HashPopover';
export * from './components/HideContentWithTagsModal';
export * from './components/IconButton';
export * from './components/MasonryGrid';
export * from './components/MembershipGatePopover';
export * from './components/Modal';
export * from './components/NotFoundView';
export * from './components/Notice';
export * from './components/PermissionsPopover';
export * from './components/PostCard';
export * from './components/PublishPrivateModelModal';
export * from './components/RankBadge';
export * from './components/RearrangeVersionsModal';
export * from './components/RemovedView';
export * from './components/ReportModal';
export * from './components/ResourceCarousel';
export * from './components/ReviewLabel';
export * from './components/ReviewThumbs';
export * from './components/ScanPopover';
export * from './components/SchedulePublishModal';
export * from './components/Skeleton';
export * from './components/StorageFullModal';
export * from './components/Toast';
export * from './components/Tooltip';
export * from './components/TrainedWords';
export * from './components/UnpublishViolationModal';
export * from './components/VaultButton';
export * from './components/VaultUpsellModal';
export * from './components/VersionTabs';
export * from './icons';
export { formatCompactNumber, formatFileSize, formatNumber } from './internal/format';
export * from './theme';
export type * from './view-models';
