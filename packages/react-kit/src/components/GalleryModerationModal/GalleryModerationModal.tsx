import { TagSearchField } from '../../internal/TagSearchField';
import type { TagChipView } from '../../view-models/gallery';
import type { BrowsingLevelOptionView, GallerySettingsView } from '../../view-models/gallery-moderation';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { BrowsingLevels } from './BrowsingLevels';
import * as styles from './GalleryModerationModal.css';
import { HiddenList } from './HiddenList';

export interface GalleryModerationLabels {
  title: string;
  hiddenTags: string;
  searchTags: string;
  tagResults: string;
  hiddenUsers: string;
  hiddenImages: string;
  noHiddenTags: string;
  noHiddenUsers: string;
  noHiddenImages: string;
  unhide: string;
  levels: string;
  levelZero: string;
  copySettings: string;
  done: string;
}

const defaultLabels: GalleryModerationLabels = {
  title: 'Gallery moderation preferences',
  hiddenTags: 'Hidden tags',
  searchTags: 'Hide images with a tag',
  tagResults: 'Matching tags',
  hiddenUsers: 'Hidden users',
  hiddenImages: 'Hidden images',
  noHiddenTags: 'No hidden tags.',
  noHiddenUsers: 'No hidden users.',
  noHiddenImages: 'No hidden images.',
  unhide: 'Unhide',
  levels: 'Allowed browsing levels',
  levelZero: 'The gallery cannot be shown at browsing level zero.',
  copySettings: 'Copy settings to other models',
  done: 'Done',
};

export interface GalleryModerationModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Controlled: the caller applies each change optimistically and reverts it on failure. */
  settings: GallerySettingsView;
  levelOptions: BrowsingLevelOptionView[];
  /** Debounced 1000 ms; never called with 0. */
  onLevelChange: (level: number) => void;
  onUnhideImage: (imageId: number) => void;
  onUnhideUser: (userId: number) => void;
  onUnhideTag: (tagId: number) => void;
  /** The caller's answer to the last `onTagSearch` (debounced by `debounceMs.tagSearch`). */
  tagResults: TagChipView[];
  /** The caller's debounces (spec §9: 300 ms for the tag search, 1000 ms for a level change). */
  debounceMs: { tagSearch: number; level: number };
  onTagSearch: (query: string) => void;
  onHideTag: (tag: TagChipView) => void;
  onCopySettings: () => void;
  isCopying?: boolean;
  labels?: Partial<GalleryModerationLabels>;
}

/**
 * The owner's gallery moderation preferences: hidden tags (with a search to hide more), users and images, each
 * with "Unhide"; the allowed browsing levels; and copying these settings to the owner's other models.
 */
export function GalleryModerationModal({
  isOpen,
  onOpenChange,
  settings,
  levelOptions,
  onLevelChange,
  onUnhideImage,
  onUnhideUser,
  onUnhideTag,
  tagResults,
  onTagSearch,
  debounceMs,
  onHideTag,
  onCopySettings,
  isCopying = false,
  labels,
}: GalleryModerationModalProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.title}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" tone="neutral" isLoading={isCopying} onPress={onCopySettings}>
            {text.copySettings}
          </Button>
          <span className={styles.spacer} />
          <Button onPress={() => onOpenChange(false)}>{text.done}</Button>
        </div>
      }
    >
      <BrowsingLevels
        label={text.levels}
        zeroText={text.levelZero}
        options={levelOptions}
        level={settings.level}
        onLevelChange={onLevelChange}
        debounceMs={debounceMs.level}
      />
      <TagSearchField
        label={text.searchTags}
        resultsLabel={text.tagResults}
        results={tagResults}
        excludeIds={new Set(settings.hiddenTags.map((tag) => tag.id))}
        onSearch={onTagSearch}
        onPick={onHideTag}
        debounceMs={debounceMs.tagSearch}
      />
      <HiddenList
        title={text.hiddenTags}
        entries={settings.hiddenTags.map((tag) => ({ id: tag.id, label: tag.name }))}
        emptyText={text.noHiddenTags}
        unhideLabel={text.unhide}
        onUnhide={onUnhideTag}
      />
      <HiddenList
        title={text.hiddenUsers}
        entries={settings.hiddenUsers}
        emptyText={text.noHiddenUsers}
        unhideLabel={text.unhide}
        onUnhide={onUnhideUser}
      />
      <HiddenList
        title={text.hiddenImages}
        entries={settings.hiddenImages}
        emptyText={text.noHiddenImages}
        unhideLabel={text.unhide}
        onUnhide={onUnhideImage}
      />
    </Modal>
  );
}
