import { errors, GALLERY_DEBOUNCE_MS, hideTag, unhideImage, unhideTag, unhideUser } from '@atelier/domain';
import { ActionMenu } from '@atelier/react-kit';
import { useState } from 'react';
import { useGallerySettings } from '../../gallery/use-gallery-settings';
import { lazyDialog } from '../../shared/lazy-dialog';
import { BROWSING_LEVEL_OPTIONS } from './browsing-levels';
import { useCopyGallerySettings } from './use-copy-gallery-settings';
import { useTagSearch } from './use-tag-search';

const GalleryModerationModal = lazyDialog(() =>
  import('../../shared/kit-dialogs').then((kit) => kit.GalleryModerationModal),
);

/**
 * The gallery toolbar's entry for the owner and moderators: a menu opening the gallery moderation preferences
 * (hidden images, users and tags, allowed browsing levels) or copying them to the owner's other models.
 */
export function GalleryModerationEntry({ modelId }: { modelId: number }) {
  const { settings, change } = useGallerySettings(modelId);
  const copy = useCopyGallerySettings(modelId);
  const tagSearch = useTagSearch();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <ActionMenu
        label="Gallery moderation"
        sections={[
          {
            id: 'gallery',
            items: [
              { id: 'preferences', label: 'Gallery moderation preferences' },
              { id: 'copy', label: 'Copy settings to my other models' },
            ],
          },
        ]}
        onAction={(id) => (id === 'copy' ? copy.mutate() : setOpen(true))}
      />
      {settings ? (
        <GalleryModerationModal
          isOpen={isOpen}
          onOpenChange={setOpen}
          settings={{
            hiddenImages: settings.hiddenImages.map((id) => ({ id, label: `Image ${id}` })),
            hiddenUsers: settings.hiddenUsers.map(({ id, username }) => ({ id, label: username })),
            hiddenTags: settings.hiddenTags,
            level: settings.level,
          }}
          levelOptions={BROWSING_LEVEL_OPTIONS}
          debounceMs={{
            tagSearch: GALLERY_DEBOUNCE_MS.hiddenTagSearch,
            level: GALLERY_DEBOUNCE_MS.levelUpdate,
          }}
          labels={{ levelZero: errors.galleryLevelZero.message }}
          onLevelChange={(level) => change((current) => ({ ...current, level }))}
          onUnhideImage={(id) => change((current) => unhideImage(current, id))}
          onUnhideUser={(id) => change((current) => unhideUser(current, id))}
          onUnhideTag={(id) => change((current) => unhideTag(current, id))}
          tagResults={tagSearch.tags}
          onTagSearch={tagSearch.search}
          onHideTag={(tag) => change((current) => hideTag(current, tag))}
          onCopySettings={() => copy.mutate()}
          isCopying={copy.isPending}
        />
      ) : null}
    </>
  );
}
