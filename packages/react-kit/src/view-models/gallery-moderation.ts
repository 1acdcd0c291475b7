import type { TagChipView } from './gallery';

/** One hidden entry of the gallery settings, as the owner recognises it. */
export interface HiddenEntryView {
  id: number;
  /** e.g. the username, the tag name, or the image's title or id. */
  label: string;
  /** A small preview (hidden images). */
  thumbnailUrl?: string;
}

/** One browsing level the owner can allow in the gallery (a bit of the level flags). */
export interface BrowsingLevelOptionView {
  /** The bit, e.g. 1 (PG), 2 (PG-13), 4 (R). */
  value: number;
  label: string;
}

/** A model's gallery moderation preferences (spec §3 GallerySettings), already worded by the caller. */
export interface GallerySettingsView {
  hiddenImages: HiddenEntryView[];
  hiddenUsers: HiddenEntryView[];
  hiddenTags: TagChipView[];
  /** Browsing level bit flags. */
  level: number;
}
