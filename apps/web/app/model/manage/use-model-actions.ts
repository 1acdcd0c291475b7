import { errors, type ModelMode } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import type { ModelPageView } from '../model-types';
import { usePageCache, useSettled } from './use-page-cache';
import { useReviewRequest } from './use-review-request';

const MODE_TEXTS: Record<'Archived' | 'TakenDown' | 'none', string> = {
  Archived: 'The model is archived.',
  TakenDown: 'The model is taken down.',
  none: 'The model is back.',
};

/** A refused publish: the catalogue's title and text for it (spec §8), whatever the server said. */
export const publishFailure = () => {
  toast.error(errors.publishFailed.title, errors.publishFailed.message);
};

/** The owner's and the moderator's model-level calls, each with the spec's texts and the page refreshed after. */
export function useModelActions(page: ModelPageView) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const cache = usePageCache(page.model.id);
  const id = page.model.id;
  const settled = useSettled();

  const publish = useMutation({
    ...trpc.model.publish.mutationOptions(),
    ...settled,
    onSuccess: (_data, { publishedAt }) =>
      toast.success(publishedAt ? 'Publishing is scheduled.' : 'Your model is published.'),
    onError: publishFailure,
  });
  const changeMode = useMutation(
    trpc.model.changeMode.mutationOptions({
      onMutate: ({ mode }) => cache.patch((current) => ({ ...current, model: { ...current.model, mode } })),
      onSuccess: (_data, { mode }) => toast.success(MODE_TEXTS[mode ?? 'none']),
      onError: (_error, _input, snapshot) => {
        cache.restore(snapshot);
        toast.error(errors.changeModeFailed.message);
      },
      onSettled: settled.onSettled,
    }),
  );
  const remove = useMutation({
    ...trpc.model.delete.mutationOptions(),
    ...useSettled({ failure: errors.deleteModelFailed.title }),
    onSuccess: ({ redirectTo, message }) => {
      // The server's words: "Your model has been deleted" to the owner, what a moderator did to a moderator.
      toast.success(message);
      // The server says where to go (spec §4): a moderator's soft delete stays on the page, now showing the notice.
      if (redirectTo) navigate(redirectTo);
    },
  });

  return {
    /** The versions ready to go out are sent; republishing an Unpublished model takes every ready one anyway. */
    publish: (publishedAt: Date | null) =>
      publish.mutateAsync({
        id,
        publishedAt,
        versionIds: page.versions.filter((version) => version.canPublish).map((version) => version.id),
      }),
    publishPending: publish.isPending,
    /** `tombstone: false` takes the model down without telling hash lookups it was removed. */
    changeMode: (mode: ModelMode | null, tombstone?: boolean) =>
      changeMode.mutate({ id, mode, ...(tombstone === undefined ? {} : { tombstone }) }),
    remove: (permanently: boolean) => remove.mutateAsync({ id, permanently }),
    removePending: remove.isPending,
    unpublish: useMutation({
      ...trpc.model.unpublish.mutationOptions(),
      ...useSettled({ success: 'The model is unpublished.' }),
    }),
    publishPrivate: useMutation({
      ...trpc.model.publishPrivateModel.mutationOptions(),
      ...useSettled({ success: 'The model is public now.' }),
    }),
    reorder: useMutation({
      ...trpc.model.reorderVersions.mutationOptions(),
      ...useSettled({ success: 'The new order is saved.' }),
      onError: () => undefined,
    }),
    requestReview: useReviewRequest().model,
    restore: useMutation({
      ...trpc.model.restore.mutationOptions(),
      ...useSettled({ success: 'The model is restored.' }),
    }),
    removeShowcase: useMutation({
      ...trpc.model.setShowcaseCollection.mutationOptions(),
      ...useSettled({ success: 'The model shows no collection now.' }),
    }),
    toggleLock: useMutation({ ...trpc.model.toggleLock.mutationOptions(), ...settled }),
    toggleLockComments: useMutation({ ...trpc.model.toggleLockComments.mutationOptions(), ...settled }),
    toggleCannotPromote: useMutation({
      ...trpc.model.toggleCannotPromote.mutationOptions(),
      ...useSettled({ failure: errors.toggleFailed.message }),
    }),
    toggleSearchable: useMutation({ ...trpc.model.toggleSearchable.mutationOptions(), ...settled }),
    toggleGeneration: useMutation({ ...trpc.model.toggleGeneration.mutationOptions(), ...settled }),
    rescan: useMutation({
      ...trpc.model.rescan.mutationOptions(),
      ...useSettled({ success: 'The files are queued for a rescan.' }),
    }),
    unpublishViolation: useMutation({
      ...trpc.model.unpublish.mutationOptions(),
      ...useSettled({ success: 'The model is unpublished as a violation.' }),
    }),
  };
}

export type ModelActions = ReturnType<typeof useModelActions>;
