import { AddToCollectionModal, Button, type CollectionOptionView, PlusIcon } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import type { ModelPageView } from '../model-types';
import { useSignInFirst } from './use-sign-in-first';

/**
 * Add the model to one of the viewer's collections (`collection.addModel`). The API can neither remove a model from
 * a collection nor create one, so collections already holding the model are shown checked and locked.
 */
export function CollectButton({ page }: { page: ModelPageView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const signInFirst = useSignInFirst();
  const [isOpen, setOpen] = useState(false);
  const modelId = page.model.id;
  const collectionsKey = trpc.collection.getAllUser.queryKey();
  const collections = useQuery({ ...trpc.collection.getAllUser.queryOptions(), enabled: isOpen });
  const add = useMutation(
    trpc.collection.addModel.mutationOptions({
      onMutate: async ({ collectionId }) => {
        await queryClient.cancelQueries({ queryKey: collectionsKey });
        const previous = queryClient.getQueryData(collectionsKey);
        queryClient.setQueryData(collectionsKey, (list) =>
          list?.map((collection) =>
            collection.id === collectionId
              ? { ...collection, modelIds: [...collection.modelIds, modelId] }
              : collection,
          ),
        );
        return previous;
      },
      onError: (error, _input, previous) => {
        queryClient.setQueryData(collectionsKey, previous);
        toast.error(failureOf(error).message);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: collectionsKey }),
    }),
  );
  const options = (collections.data ?? []).map((collection): CollectionOptionView => {
    const selected = collection.modelIds.includes(modelId);
    return { id: collection.id, name: collection.name, selected, readOnly: selected };
  });
  return (
    <>
      <Button
        variant="secondary"
        tone="neutral"
        size="sm"
        icon={<PlusIcon />}
        onPress={signInFirst(() => setOpen(true))}
      >
        Collect
      </Button>
      <AddToCollectionModal
        isOpen={isOpen}
        onOpenChange={setOpen}
        collections={options}
        status={collections.isError ? 'error' : collections.data ? 'ready' : 'loading'}
        onRetry={() => collections.refetch()}
        onToggle={(collectionId, selected) => {
          if (selected) add.mutate({ collectionId, modelId });
        }}
      />
    </>
  );
}
