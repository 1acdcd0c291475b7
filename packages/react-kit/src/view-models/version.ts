import type { DateView } from './common';
import type { ReviewLabelView } from './review';

/** One tab of the version bar. */
export interface VersionTabView {
  id: number;
  name: string;
  /** With it the tab is a link (e.g. `/models/1/slug?modelVersionId=2`), so it works before hydration. */
  href?: string;
  /** Non-public state shown to the owner or a moderator, e.g. "Scheduled", "Unpublished", "Draft". */
  statusLabel?: string;
  /** Set for an incomplete version (no files, no posts, or not published): the caller's hint, e.g. "Add files". */
  incompleteHint?: string;
  /** Shows the early-access marker. */
  isEarlyAccess?: boolean;
}

/** A counted stat, e.g. `{ key: 'downloads', label: 'Downloads', value: 1234 }` (shown compact: 1.2K). */
export interface StatView {
  key: string;
  label: string;
  value: number;
}

/** The rows of the "Details" section of the version panel; a row is left out when its value is absent. */
export interface VersionDetailsView {
  /** Model type, e.g. "LORA"; with a checkpoint type, e.g. "Checkpoint (Merge)". */
  type: string;
  stats: StatView[];
  /** `null`: no reviews yet. */
  reviews: ReviewLabelView | null;
  uploaded: DateView;
  published?: DateView | null;
  baseModel: string;
  training?: { steps?: number | null; epochs?: number | null } | null;
  clipSkip?: number | null;
  strength?: number | null;
}
