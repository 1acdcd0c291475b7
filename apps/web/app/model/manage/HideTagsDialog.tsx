import { HideContentWithTagsModal } from '@atelier/react-kit';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../api/trpc';
import type { ModelPageView } from '../model-types';
import { useSettled } from './use-page-cache';

const TAG_LIMIT = 100;

/**
 * A moderator's "Hide content with tags": the model's hidden tags to start from, a tag search (the modal debounces it
 * by 300 ms) and the call that replaces them.
 */
export function HideTagsDialog({ page, onClose }: { page: ModelPageView; onClose: () => void }) {
  const trpc = useTRPC();
  const [query, setQuery] = useState('');
  const settings = useQuery(trpc.model.getGallerySettings.queryOptions({ id: page.model.id })).data;
  const results = useQuery({
    ...trpc.tag.getAll.queryOptions({ query, limit: TAG_LIMIT }),
    enabled: query.trim() !== '',
    placeholderData: keepPreviousData,
  }).data;
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
      results={query.trim() === '' ? [] : (results ?? []).map(({ id, name }) => ({ id, name }))}
      onSearch={setQuery}
      isPending={hide.isPending}
      onSubmit={(tagIds) => hide.mutateAsync({ id: page.model.id, tagIds }).then(onClose, () => undefined)}
    />
  );
}
