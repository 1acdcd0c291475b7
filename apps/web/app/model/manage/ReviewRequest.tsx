import { MODEL_TEXTS } from '@atelier/domain';
import { Button } from '@atelier/react-kit';
import type { SectionProps } from '../model-types';
import { useReviewRequest } from './use-review-request';

/**
 * Inside the violation notice: the owner asks the moderators for a review — of the model when the model is in
 * violation, else of the selected version (spec §4) — and then reads that a review is in progress.
 */
export function ReviewRequest({ page, version, inProgress }: SectionProps & { inProgress: boolean }) {
  const { model: modelReview, version: versionReview } = useReviewRequest();
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
