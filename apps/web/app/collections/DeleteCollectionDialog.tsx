import { ConfirmModal, Skeleton } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import { type CollectionAnswer, deleteImpactText } from './collection-page-view';

/**
 * Asks before deleting, saying what goes with the collection (`collection.getDeleteImpact`: its items and other
 * people's follows) and that the models stay; then deletes it and goes to the owner's profile.
 */
export function DeleteCollectionDialog({
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
  const navigate = useNavigate();
  const impact = useQuery({
    ...trpc.collection.getDeleteImpact.queryOptions({ id: collection.id }),
    enabled: isOpen,
  });
  const remove = useMutation(
    trpc.collection.delete.mutationOptions({
      onSuccess: async () => {
        toast.success('The collection is deleted.');
        await navigate(`/user/${encodeURIComponent(collection.owner.username)}`);
        await queryClient.invalidateQueries({ queryKey: trpc.collection.pathKey() });
      },
      onError: (error) => toast.error(failureOf(error).message),
    }),
  );
  return (
    <ConfirmModal
      isOpen={isOpen}
      title="Delete this collection?"
      body={
        impact.data ? (
          <p>{deleteImpactText(collection.name, impact.data)}</p>
        ) : (
          <Skeleton shape="text" lines={2} />
        )
      }
      confirmLabel="Delete collection"
      tone="critical"
      isPending={remove.isPending || !impact.data}
      onConfirm={() => remove.mutate({ id: collection.id })}
      onCancel={onClose}
    />
  );
}
