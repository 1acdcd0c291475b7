import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';

/** The workspace's queues and the moderators' answers to them; every answer refreshes every queue. */
export function useModeratorQueues() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settled = (success: string) => ({
    onSuccess: async () => {
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: trpc.moderator.pathKey() });
    },
    onError: (error: unknown) => toast.error(failureOf(error).message),
  });
  return {
    reviewRequests: useQuery(trpc.moderator.getReviewRequests.queryOptions({})),
    reports: useQuery(trpc.moderator.getReports.queryOptions({})),
    violations: useQuery(trpc.moderator.getModelsInViolation.queryOptions({})),
    approve: useMutation({
      ...trpc.moderator.approveReviewRequest.mutationOptions(),
      ...settled('Review request approved: the model is published again.'),
    }),
    decline: useMutation({
      ...trpc.moderator.declineReviewRequest.mutationOptions(),
      ...settled('Review request declined: the owner was told why.'),
    }),
    resolve: useMutation({
      ...trpc.moderator.resolveReport.mutationOptions(),
      ...settled('Report closed.'),
    }),
  };
}
