export type { AboutVersionView } from './about-version';
export type { CollectionDraftView, CollectionOptionView } from './collections';
export type { CommentCardLabels, CommentReactionView, CommentView } from './comments';
export type { DateView, LinkView, OptionView } from './common';
export type { CreatorCardView, CreatorLinkView, CreatorStatView, RankColour, RankView } from './creator';
export type { DonationGoalView } from './donation';
export type { EarlyAccessNoticeView, EarlyAccessOfferView, EarlyAccessPurchaseType } from './early-access';
export type { ExplorationPromptView } from './exploration';
export type {
  FileVariantView,
  FileView,
  HashView,
  PermissionView,
  ScanResult,
  ScanView,
  TensorFactsView,
} from './files';
export type {
  PictureView,
  PostCardView,
  PostImageView,
  ReactionView,
  ResourceCardView,
  TagChipView,
} from './gallery';
export type {
  BrowsingLevelOptionView,
  GallerySettingsView,
  HiddenEntryView,
} from './gallery-moderation';
export type { ActionMenuItemView, ActionMenuSectionView } from './menu';
export type { ReviewLabelKind, ReviewLabelView, ReviewValue } from './review';
export type { StatView, VersionDetailsView, VersionTabView } from './version';
