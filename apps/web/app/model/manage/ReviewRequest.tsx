import { errors, MODEL_TEXTS } from '@atelier/domain';
import { Button } from '@atelier/react-kit';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import type { SectionProps } from '../model-types';
import { useSettled } from './use-page-cache';

/**
 * Inside the violation notice: the owner asks the moderators for a review — of the model when the model is in
 * violation, else of the selected version (spec §4) — and then reads that a review is in progress.
 */
export function ReviewRequest({ page, version, inProgress }: SectionProps & { inProgress: boolean }) {
  const trpc = useTRPC();
  const settled = useSettled({
    success: errors.reviewRequestSent,
    failure: errors.reviewRequestFailed.title,
  });
  const modelReview = useMutation({ ...trpc.model.requestReview.mutationOptions(), ...settled });
  const versionReview = useMutation({ ...trpc.modelVersion.requestReview.mutationOptions(), ...settled });
  if (inProgress) return <p>{MODEL_TEXTS.reviewInProgress}</p>;
  if (page.viewer.canRequestReview) {
    return (
      <Button
        size="sm"
        isLoading={modelReview.isPending}
        onPress={() => modelReview.mutate({ id: page.model.id })}
      >
        Request a review
      </Button>
    );
  }
  if (version?.canRequestReview) {
    return (
      <Button
        size="sm"
        isLoading={versionReview.isPending}
        onPress={() => versionReview.mutate({ id: version.id })}
      >
        Request a review
      </Button>
    );
  }
  return null;
}
