import { errors, isUnpublished } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import type { ModelPageView, PageVersion } from '../model-types';
import { publishFailure } from './use-model-actions';
import { usePageCache, useSettled } from './use-page-cache';
import { useReviewRequest } from './use-review-request';

/**
 * The version menu's calls. Deleting a version takes it off the tabs at once and puts it back with the server's
 * message when the call fails (spec §4, §8). Publishing a version of an unpublished model publishes the model with
 * that version (spec §4: "publishing an unpublished model sends the version ids").
 */
export function useVersionActions(page: ModelPageView, onDeleted: (remaining: PageVersion[]) => void) {
  const trpc = useTRPC();
  const cache = usePageCache(page.model.id);
  const settled = useSettled();
  const modelPublish = useMutation({
    ...trpc.model.publish.mutationOptions(),
    ...settled,
    onError: publishFailure,
  });
  const versionPublish = useMutation({
    ...trpc.modelVersion.publish.mutationOptions(),
    ...settled,
    onError: publishFailure,
  });
  const remove = useMutation({
    ...trpc.modelVersion.delete.mutationOptions(),
    ...settled,
    onMutate: ({ id }) =>
      cache.patch((current) => ({
        ...current,
        versions: current.versions.filter((version) => version.id !== id),
      })),
    onSuccess: (_data, { id }) => {
      toast.success('The version is deleted.');
      onDeleted(page.versions.filter((version) => version.id !== id));
    },
    onError: (error, _input, snapshot) => {
      cache.restore(snapshot);
      toast.error(errors.deleteVersionFailed.message, failureOf(error).message);
    },
  });

  return {
    publish: (version: PageVersion, publishedAt: Date | null) => {
      const options = {
        onSuccess: () =>
          toast.success(publishedAt ? 'Publishing is scheduled.' : 'The version is published.'),
      };
      return isUnpublished(page.model.status)
        ? modelPublish.mutateAsync({ id: page.model.id, publishedAt, versionIds: [version.id] }, options)
        : versionPublish.mutateAsync({ id: version.id, publishedAt }, options);
    },
    publishPending: modelPublish.isPending || versionPublish.isPending,
    remove: (version: PageVersion) => remove.mutate({ id: version.id }),
    restore: useMutation({
      ...trpc.modelVersion.restore.mutationOptions(),
      ...useSettled({ success: 'The version is restored, unpublished.' }),
    }),
    requestReview: useReviewRequest().version,
    enqueueNsfwLevelUpdate: useMutation({
      ...trpc.modelVersion.enqueueNsfwLevelUpdate.mutationOptions(),
      ...useSettled({ success: 'An NSFW level update is queued.' }),
    }),
    bustCache: useMutation({
      ...trpc.modelVersion.bustCache.mutationOptions(),
      ...useSettled({ success: 'The cache is cleared.' }),
    }),
  };
}

export type VersionActions = ReturnType<typeof useVersionActions>;
