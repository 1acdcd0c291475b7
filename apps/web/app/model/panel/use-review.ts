import type { ReviewValue } from '@atelier/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import type { PageVersion, ViewerReview } from './panel-types';
import { useEngagement } from './use-engagement';

const thumbOf = (review: ViewerReview | null): ReviewValue =>
  review === null ? null : review.recommended ? 'up' : 'down';

/**
 * The viewer's review of a version and the thumbs' calls (spec §4): no review → create, the active thumb → delete,
 * the other → update. Each change shows at once and is undone with the server's message when refused.
 */
export function useReview(modelId: number, version: PageVersion) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { engagement, isLoading, update } = useEngagement(modelId, version.id);
  const review = engagement?.review ?? null;

  const settle = {
    onError: (error: unknown, _input: unknown, undo: (() => void) | undefined) => {
      undo?.();
      toast.error(failureOf(error).message);
    },
    // The totals and label on the page count the viewer's review too.
    onSettled: () => queryClient.invalidateQueries(trpc.model.getById.pathFilter()),
  };
  const saved = (next: ViewerReview) =>
    update({ review: { id: next.id, recommended: next.recommended, details: next.details } });
  const create = useMutation(
    trpc.resourceReview.create.mutationOptions({
      onMutate: ({ recommended }) => update({ review: { id: 0, recommended, details: null } }),
      onSuccess: saved,
      ...settle,
    }),
  );
  const change = useMutation(
    trpc.resourceReview.update.mutationOptions({
      onMutate: (input) => update({ review: review && { ...review, ...input } }),
      onSuccess: saved,
      ...settle,
    }),
  );
  const remove = useMutation(
    trpc.resourceReview.delete.mutationOptions({
      onMutate: () => update({ review: null }),
      ...settle,
    }),
  );

  const setValue = (next: ReviewValue) => {
    if (next === null) {
      if (review) remove.mutate({ id: review.id });
    } else if (review) {
      change.mutate({ id: review.id, recommended: next === 'up' });
    } else {
      create.mutate({ modelId, modelVersionId: version.id, recommended: next === 'up' });
    }
  };
  const saveComment = (details: string) => {
    if (review) change.mutate({ id: review.id, details });
  };

  return {
    engagement,
    isLoading,
    value: thumbOf(review),
    details: review?.details ?? '',
    setValue,
    saveComment,
    isPending: create.isPending || change.isPending || remove.isPending,
  };
}
