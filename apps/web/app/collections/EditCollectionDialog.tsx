import { COLLECTION_DESCRIPTION_MAX, COLLECTION_NAME_MAX } from '@atelier/domain';
import { type CollectionDraftView, CollectionSettingsFields, FormModal } from '@atelier/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import { toNewCollection } from './collection-options';
import type { CollectionAnswer } from './collection-page-view';

const MAX_LENGTHS = { name: COLLECTION_NAME_MAX, description: COLLECTION_DESCRIPTION_MAX };

/** The owner renames the collection, describes it or makes it private or public (`collection.update`). */
export function EditCollectionDialog({
  isOpen,
  onClose,
  collection,
}: {
  isOpen: boolean;
  onClose: () => void;
  collection: CollectionAnswer;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CollectionDraftView>({
    name: collection.name,
    description: collection.description ?? '',
    isPrivate: collection.isPrivate,
  });
  const update = useMutation(
    trpc.collection.update.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.collection.pathKey() });
        toast.success('The collection is saved.');
        onClose();
      },
    }),
  );
  return (
    <FormModal
      isOpen={isOpen}
      onCancel={onClose}
      title="Edit collection"
      submitLabel="Save"
      canSubmit={draft.name.trim() !== ''}
      isPending={update.isPending}
      error={update.error ? failureOf(update.error).message : null}
      onSubmit={() => update.mutate({ id: collection.id, ...toNewCollection(draft) })}
    >
      <CollectionSettingsFields value={draft} onChange={setDraft} maxLengths={MAX_LENGTHS} />
    </FormModal>
  );
}
