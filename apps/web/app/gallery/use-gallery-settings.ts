import { errors, type GallerySettings } from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import { gallerySettingsQueryOptions } from './gallery-query';

/**
 * A model's gallery settings (`model.getGallerySettings`) and `change`, which saves them whole
 * (`model.updateGallerySettings`): applied to the cache at once, reverted with the catalogue's message when the
 * server refuses, and followed by a fresh gallery feed and tag list so hidden and pinned posts show as the server
 * orders them.
 */
export function useGallerySettings(modelId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = gallerySettingsQueryOptions(trpc, modelId);
  const settings = useQuery(options);
  const scope = `gallerySettings:${modelId}`;
  const update = useMutation(
    trpc.model.updateGallerySettings.mutationOptions({
      // Each save sends the settings whole: one at a time, so a later change never arrives before an earlier one.
      scope: { id: scope },
      onMutate: async ({ gallerySettings }) => {
        await queryClient.cancelQueries({ queryKey: options.queryKey });
        const previous = queryClient.getQueryData(options.queryKey);
        queryClient.setQueryData(options.queryKey, gallerySettings);
        return previous;
      },
      onError: (_error, _input, previous) => {
        queryClient.setQueryData(options.queryKey, previous);
        // Spec §8: a failed change is reverted with this message.
        toast.error(errors.gallerySettingsFailed.message);
      },
      onSettled: () =>
        // Only after the last queued save: an earlier save's fresh copy would overwrite the later ones' optimistic
        // settings, and the next change would then be made on top of it, dropping them (a fourth pin in quick
        // succession dropped the third: its change was made on the second save's copy).
        queryClient.isMutating({ predicate: (mutation) => mutation.options.scope?.id === scope }) > 1
          ? undefined
          : Promise.all([
              queryClient.invalidateQueries({ queryKey: options.queryKey }),
              queryClient.invalidateQueries({ queryKey: trpc.image.getImagesAsPostsInfinite.pathKey() }),
              queryClient.invalidateQueries({ queryKey: trpc.tag.getAll.pathKey() }),
            ]),
    }),
  );

  /** Saves `edit` of the settings as the viewer sees them now (earlier optimistic changes included). */
  const change = (edit: (current: GallerySettings) => GallerySettings) => {
    const current = queryClient.getQueryData(options.queryKey);
    if (current === undefined) return;
    update.mutate({ id: modelId, gallerySettings: edit(current) });
  };

  return { settings: settings.data, change };
}
