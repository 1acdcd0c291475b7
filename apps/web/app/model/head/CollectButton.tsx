import { COLLECTION_DESCRIPTION_MAX, COLLECTION_NAME_MAX } from '@atelier/domain';
import { Button, CheckIcon, type CollectionDraftView, PlusIcon, ReservedLabel } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toCollectionOptions, toNewCollection } from '../../collections/collection-options';
import { lazyDialog } from '../../shared/lazy-dialog';
import { toast } from '../../shell/toasts';
import { useViewer } from '../../shell/use-viewer';
import type { ModelPageView } from '../model-types';
import { useSignInFirst } from './use-sign-in-first';

const AddToCollectionModal = lazyDialog(() =>
  import('../../shared/kit-dialogs').then((kit) => kit.AddToCollectionModal),
);

const MAX_LENGTHS = { name: COLLECTION_NAME_MAX, description: COLLECTION_DESCRIPTION_MAX };
const LABELS = ['Collect', 'Collected'];

/**
 * Collect the model into the viewer's collections (`collection.addModel`), take it out again
 * (`collection.removeModel`) or make a new collection for it (`collection.create`, then adding it). The button says
 * "Collected" while any of the viewer's collections holds the model.
 */
export function CollectButton({ page }: { page: ModelPageView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const signInFirst = useSignInFirst();
  const [isOpen, setOpen] = useState(false);
  const modelId = page.model.id;
  const collectionsKey = trpc.collection.getAllUser.queryKey();
  const collections = useQuery({ ...trpc.collection.getAllUser.queryOptions(), enabled: viewer !== null });
  const hold = async (collectionId: number, held: boolean) => {
    await queryClient.cancelQueries({ queryKey: collectionsKey });
    const previous = queryClient.getQueryData(collectionsKey);
    queryClient.setQueryData(collectionsKey, (list) =>
      list?.map((collection) =>
        collection.id !== collectionId
          ? collection
          : {
              ...collection,
              modelIds: held
                ? [...collection.modelIds, modelId]
                : collection.modelIds.filter((id) => id !== modelId),
            },
      ),
    );
    return previous;
  };
  const rollback = {
    onError: (error: unknown, _input: unknown, previous: unknown) => {
      queryClient.setQueryData(collectionsKey, previous as typeof collections.data);
      toast.error(failureOf(error).message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionsKey }),
  };
  const add = useMutation(
    trpc.collection.addModel.mutationOptions({
      onMutate: ({ collectionId }) => hold(collectionId, true),
      ...rollback,
    }),
  );
  const remove = useMutation(
    trpc.collection.removeModel.mutationOptions({
      onMutate: ({ collectionId }) => hold(collectionId, false),
      ...rollback,
    }),
  );
  const create = useMutation(
    trpc.collection.create.mutationOptions({
      onSuccess: (collection) => add.mutate({ collectionId: collection.id, modelId }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: collectionsKey }),
    }),
  );
  const options = toCollectionOptions(collections.data ?? [], modelId);
  const collected = options.some((option) => option.selected);
  return (
    <>
      <Button
        variant="secondary"
        tone={collected ? 'brand' : 'neutral'}
        size="sm"
        icon={collected ? <CheckIcon /> : <PlusIcon />}
        onPress={signInFirst(() => setOpen(true))}
      >
        <ReservedLabel text={collected ? 'Collected' : 'Collect'} texts={LABELS} />
      </Button>
      <AddToCollectionModal
        isOpen={isOpen}
        onOpenChange={setOpen}
        collections={options}
        status={collections.isError ? 'error' : collections.data ? 'ready' : 'loading'}
        onRetry={() => collections.refetch()}
        onToggle={(collectionId, selected) =>
          selected ? add.mutate({ collectionId, modelId }) : remove.mutate({ collectionId, modelId })
        }
        onCreate={(draft: CollectionDraftView) => create.mutate(toNewCollection(draft))}
        isCreating={create.isPending}
        createError={create.error ? failureOf(create.error).message : null}
        maxLengths={MAX_LENGTHS}
      />
    </>
  );
}
