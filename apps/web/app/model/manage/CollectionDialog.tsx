import { MigrateToCollectionModal } from '@atelier/react-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import type { ModelPageView } from '../model-types';
import { useSettled } from './use-page-cache';

const TEXTS = {
  showcase: {
    labels: {
      title: 'Showcase collection',
      intro: 'Visitors of this model can follow the collection you choose here.',
      submit: 'Save',
    },
    success: 'The showcase collection is saved.',
  },
  migrateToCollection: { labels: {}, success: 'The model is migrated to the collection.' },
} as const;

/**
 * Picks a collection, from the viewer's own or by id: the owner's showcase collection (spec §6 "sets the showcase
 * collection"), or a moderator's "Migrate to collection".
 */
export function CollectionDialog({
  page,
  purpose,
  onClose,
}: {
  page: ModelPageView;
  purpose: 'showcase' | 'migrateToCollection';
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const collections = useQuery(trpc.collection.getAllUser.queryOptions());
  const settled = useSettled({ success: TEXTS[purpose].success });
  const showcase = useMutation({ ...trpc.model.setShowcaseCollection.mutationOptions(), ...settled });
  const migrate = useMutation({ ...trpc.model.migrateToCollection.mutationOptions(), ...settled });
  const mutation = purpose === 'showcase' ? showcase : migrate;
  return (
    <MigrateToCollectionModal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      collections={collections.data ?? []}
      isLoadingCollections={collections.isPending}
      isPending={mutation.isPending}
      labels={TEXTS[purpose].labels}
      onSubmit={(collectionId) =>
        mutation.mutateAsync({ id: page.model.id, collectionId }).then(onClose, () => undefined)
      }
    />
  );
}
