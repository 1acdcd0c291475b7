import { errors } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { useSettled } from './use-page-cache';

/** The owner's review requests, of the model or of one version, with the catalogue's texts (spec §8). */
export function useReviewRequest() {
  const trpc = useTRPC();
  const settled = useSettled({
    success: errors.reviewRequestSent,
    failure: errors.reviewRequestFailed.title,
  });
  return {
    model: useMutation({ ...trpc.model.requestReview.mutationOptions(), ...settled }),
    version: useMutation({ ...trpc.modelVersion.requestReview.mutationOptions(), ...settled }),
  };
}
