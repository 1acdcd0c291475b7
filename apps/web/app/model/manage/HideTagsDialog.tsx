import { HideContentWithTagsModal } from '@atelier/react-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { gallerySettingsQueryOptions } from '../../gallery/gallery-query';
import { useTagSearch } from '../gallery-moderation/use-tag-search';
import type { ModelPageView } from '../model-types';
import { useSettled } from './use-page-cache';

/**
 * A moderator's "Hide content with tags": the model's hidden tags to start from, the gallery moderation's tag search
 * (the modal debounces it by 300 ms) and the call that replaces them.
 */
export function HideTagsDialog({ page, onClose }: { page: ModelPageView; onClose: () => void }) {
  const trpc = useTRPC();
  const { tags, search } = useTagSearch();
  const settings = useQuery(gallerySettingsQueryOptions(trpc, page.model.id)).data;
  const hide = useMutation({
    ...trpc.model.hideContentWithTags.mutationOptions(),
    ...useSettled({ success: 'Content with these tags is hidden.' }),
  });
  if (!settings) return null;
  return (
    <HideContentWithTagsModal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      defaultSelected={settings.hiddenTags}
      results={tags}
      onSearch={search}
      isPending={hide.isPending}
      onSubmit={(tagIds) => hide.mutateAsync({ id: page.model.id, tagIds }).then(onClose, () => undefined)}
    />
  );
}
