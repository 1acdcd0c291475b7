import { errors } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';

/** Spec §8's text for a failed copy. */
const COPY_FAILED = errors.gallerySettingsCopyFailed.message;

const copiedText = (count: number) =>
  count === 0
    ? 'You have no other models to copy them to.'
    : `${count} other ${count === 1 ? 'model uses' : 'models use'} them now.`;

/**
 * `model.copyGallerySettings`: the owner's other models take this model's hidden users and tags and browsing level;
 * a toast confirms how many.
 */
export function useCopyGallerySettings(modelId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const copy = useMutation(
    trpc.model.copyGallerySettings.mutationOptions({
      onSuccess: ({ modelIds }) => {
        toast.success('Gallery moderation preferences copied', copiedText(modelIds.length));
        return queryClient.invalidateQueries({ queryKey: trpc.model.getGallerySettings.pathKey() });
      },
      onError: () => toast.error(COPY_FAILED),
    }),
  );
  return { mutate: () => copy.mutate({ id: modelId }), isPending: copy.isPending };
}
